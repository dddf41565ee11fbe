// Administration area: content menu items and media (issue 4).
import { Type, type Static } from 'typebox';
import { DataBody, DataResponse, Id, ListResponse } from './common';

export const CONTENT_TYPES = ['Article', 'Audio', 'Category', 'Image', 'PDF', 'Video'] as const;
export const ContentType = Type.Union([
  Type.Literal('Article'),
  Type.Literal('Audio'),
  Type.Literal('Category'),
  Type.Literal('Image'),
  Type.Literal('PDF'),
  Type.Literal('Video'),
]);
export type ContentType = (typeof CONTENT_TYPES)[number];

/** Types that carry an uploaded file (POST /api/content/{id}/file). */
export const MEDIA_CONTENT_TYPES = ['Audio', 'Image', 'PDF', 'Video'] as const;

/** Largest upload (bytes). */
export const CONTENT_FILE_MAX_BYTES = 20 * 1024 * 1024;

export const ContentItem = Type.Object({
  id: Id,
  title: Type.String(),
  type: ContentType,
  /** The Category this item is filed under; null at the top level. */
  parent: Type.Union([Id, Type.Null()]),
  body: Type.String(),
  /** `/api/file/{id}` of the uploaded media, or null. */
  fileUrl: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
});
export type ContentItem = Static<typeof ContentItem>;

export const ContentListResponse = ListResponse(Type.Partial(ContentItem));
export type ContentListResponse = Static<typeof ContentListResponse>;

export const ContentResponse = DataResponse(ContentItem);
export type ContentResponse = Static<typeof ContentResponse>;

const Title = Type.String({ minLength: 1, maxLength: 200 });
const Body = Type.String({ maxLength: 100000 });
const Parent = Type.Union([Id, Type.Null()]);

export const ContentCreateBody = DataBody({
  title: Title,
  type: ContentType,
  parent: Type.Optional(Parent),
  body: Type.Optional(Body),
});
export type ContentCreateBody = Static<typeof ContentCreateBody>;

/** Changes to an item: any of the fields (at least one). */
export const ContentUpdateBody = Type.Object(
  {
    data: Type.Object(
      {
        title: Type.Optional(Title),
        type: Type.Optional(ContentType),
        parent: Type.Optional(Parent),
        body: Type.Optional(Body),
      },
      { additionalProperties: false, minProperties: 1 },
    ),
  },
  { additionalProperties: false },
);
export type ContentUpdateBody = Static<typeof ContentUpdateBody>;

export const ContentFileQuery = Type.Object(
  { orgId: Id, name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })) },
  { additionalProperties: false },
);
export type ContentFileQuery = Static<typeof ContentFileQuery>;

export const ContentFileResponse = DataResponse(Type.Object({ fileUrl: Type.String() }));
export type ContentFileResponse = Static<typeof ContentFileResponse>;
