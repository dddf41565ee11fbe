import type { RouteCase, TenantIds } from './types';

// One row each: the service user's dob is in the future and the staff member's service is not the
// organisation, so these are processed in full but refused per row (the isolation loops must not
// add service users that would change the other tests' counts).
const SERVICE_USER_CSV =
  'firstName,lastName,ethnicity,gender,dob,reference\r\nIso,Lation,white,female,01/01/2999,ISO-1\r\n';
const STAFF_CSV =
  'username,firstName,lastName,email,service,role\r\niso,Iso,Lation,iso@isolation.test,Elsewhere,Restricted\r\n';

/** Administration area (issue 4): bulk imports and content. */
export function setupRoutes(ids: TenantIds): RouteCase[] {
  return [
    {
      name: 'service user import check',
      method: 'POST',
      url: '/api/import/serviceusers/validate',
      body: { csv: SERVICE_USER_CSV },
      writes: false,
    },
    {
      name: 'service user import',
      method: 'POST',
      url: '/api/import/serviceusers',
      body: { csv: SERVICE_USER_CSV },
      writes: true,
    },
    {
      name: 'staff import check',
      method: 'POST',
      url: '/api/import/users/validate',
      body: { csv: STAFF_CSV },
      writes: false,
    },
    {
      name: 'staff import',
      method: 'POST',
      url: '/api/import/users',
      body: { csv: STAFF_CSV },
      writes: true,
    },
    { name: 'content list', method: 'GET', url: '/api/content', writes: false },
    { name: 'content item', method: 'GET', url: `/api/content/${ids.contentId}`, writes: false },
    {
      name: 'add content',
      method: 'POST',
      url: '/api/content',
      body: { data: { title: 'Isolation', type: 'Article', parent: ids.contentId } },
      writes: true,
    },
    {
      name: 'change content',
      method: 'PUT',
      url: `/api/content/${ids.contentId}`,
      body: { data: { body: 'changed by the isolation test' } },
      writes: true,
    },
    {
      name: 'delete content',
      method: 'DELETE',
      url: `/api/content/${ids.contentId}`,
      writes: true,
    },
    {
      // The media route reads a raw body; a JSON one is refused after the item lookup, so the
      // answer still tells whether the item was found (404 for another organisation's).
      name: 'upload content file',
      method: 'POST',
      url: `/api/content/${ids.contentId}/file`,
      body: { not: 'media' },
      writes: true,
    },
  ];
}
