import { useId, useState } from 'react';
import { Form, useField } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import { api } from 'shared-api';
import { Button, SelectField, SubmitButton, TextField, toast } from 'shared-ui';
import {
  CONTENT_TYPES,
  MAX_FILE_BYTES,
  MEDIA_TYPES,
  type ContentItem,
  type ContentType,
} from '../Content/contentApi';
import { errorText, FormActions, Notice, useInvalidate } from '../SystemUsers/ui';
import { ACCEPT, fitsType, uploadContentFile } from './mediaTransfer';

export const CONTENT_ADDED = 'Content added';
export const CONTENT_UPDATED = 'Content updated';
export const FILE_TOO_LARGE = 'The file is larger than 20 MB.';

interface ContentValues {
  type?: ContentType;
  title?: string;
  parent?: string;
  body?: string;
}

interface Props {
  item?: ContentItem;
  categories: Partial<ContentItem>[];
}

function fileProblem(file: File | undefined, type: ContentType | undefined): string | undefined {
  if (!file || !type) return undefined;
  if (file.size > MAX_FILE_BYTES) return FILE_TOO_LARGE;
  if (!fitsType(file, type))
    return `Please choose a ${type === 'PDF' ? 'PDF' : type.toLowerCase()} file.`;
  return undefined;
}

/** The content item's fields; media files are uploaded once the item exists. */
export function ContentForm({ item, categories }: Props) {
  const navigate = useNavigate();
  const [file, setFile] = useState<File>();
  const invalidate = useInvalidate();

  const submit = async (values: ContentValues) => {
    const type = values.type!;
    const problem = fileProblem(file, type);
    if (problem) {
      toast.error(problem);
      return;
    }
    const data = {
      title: (values.title ?? '').trim(),
      type,
      parent: values.parent ? Number(values.parent) : null,
      body: type === 'Article' ? (values.body ?? '') : '',
    };
    let id = item?.id;
    try {
      if (id === undefined) {
        id = (await api.post('/api/content', { body: { data } })).data.id;
      } else {
        await api.put(`/api/content/${id}`, { body: { data } });
      }
    } catch (error) {
      toast.error(errorText(error));
      return;
    }
    await invalidate('/api/content', `/api/content/${id}`);
    if (file && MEDIA_TYPES.includes(type)) {
      try {
        await uploadContentFile(id, file);
      } catch (error) {
        toast.error(`The file could not be uploaded - ${errorText(error)}`);
        // The item exists now: carry on editing it rather than adding it twice.
        navigate(`/content/${id}/edit`, { replace: true });
        return;
      }
    }
    toast.success(item ? CONTENT_UPDATED : CONTENT_ADDED);
    navigate('/content');
  };

  return (
    <Form<ContentValues>
      onSubmit={submit}
      initialValues={{
        type: item?.type,
        title: item?.title ?? '',
        parent: item?.parent == null ? undefined : String(item.parent),
        body: item?.body ?? '',
      }}
      render={({ handleSubmit }) => (
        <form noValidate aria-label="Content" onSubmit={handleSubmit}>
          <SelectField
            name="type"
            label="Type"
            required
            options={CONTENT_TYPES.map((t) => ({ value: t, label: t }))}
          />
          <TextField name="title" label="Title" required maxLength={200} />
          <SelectField
            name="parent"
            label="Category"
            placeholder="None (top level)"
            options={categories
              .filter((c) => c.id !== item?.id)
              .map((c) => ({ value: String(c.id), label: c.title ?? '' }))}
          />
          <TypeSpecificFields file={file} onFile={setFile} hasStoredFile={Boolean(item?.fileUrl)} />
          <FormActions>
            <Button variant="secondary" onClick={() => navigate('/content')}>
              Back
            </Button>
            <SubmitButton>Save</SubmitButton>
          </FormActions>
        </form>
      )}
    />
  );
}

function TypeSpecificFields({
  file,
  onFile,
  hasStoredFile,
}: {
  file?: File;
  onFile: (file: File | undefined) => void;
  hasStoredFile: boolean;
}) {
  const { input } = useField<ContentType | undefined>('type', { subscription: { value: true } });
  const type = input.value;
  const inputId = useId();
  if (type === 'Article')
    return <TextField name="body" label="Article text" multiline={10} maxLength={100000} />;
  if (!type || !MEDIA_TYPES.includes(type)) return null;
  const problem = fileProblem(file, type);
  return (
    <div style={{ marginBottom: 16 }}>
      <label htmlFor={inputId} style={{ display: 'block', fontWeight: 600 }}>
        {hasStoredFile ? 'Replace the file' : 'File'}
      </label>
      <input
        id={inputId}
        type="file"
        accept={ACCEPT[type]}
        onChange={(event) => onFile(event.target.files?.[0] ?? undefined)}
      />
      <Notice>Up to 20 MB. The file is uploaded when you save.</Notice>
      {problem && <Notice role="alert">{problem}</Notice>}
    </div>
  );
}
