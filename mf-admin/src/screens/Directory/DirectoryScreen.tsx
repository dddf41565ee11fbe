import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, PageHeader, Spinner, confirmDialog, toast, type DataTableColumn } from 'shared-ui';
import { useTerms } from 'shared-api';
import { downloadCsv } from 'shared-api/csv';
import { ReflowTable } from '../../components/reflow';
import { useAdminAccess } from '../../access/useAdminAccess';
import { LinkButton } from '../../components/LinkButton';
import { PageContainer, Toolbar } from '../../components/PageContainer';
import { errorText } from '../../data/errors';
import { useOrgSettings } from '../../data/orgSettings';
import { deleteUser, fullName } from '../../data/people';
import { useApiList } from '../../data/useApiList';
import { useAcademicYears } from '../../data/userTags';
import { directoryCsv, directoryFileName } from './directoryCsv';
import { filterPeople, type DirectoryRow } from './filterPeople';

/** Rows shown at first and added by each 'Show more' (spec 3 §2.8). */
export const DIRECTORY_STEP = 2000;

const SearchInput = styled.input`
  font: inherit;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radius};
  min-width: 280px;
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Toggle = styled.div`
  display: inline-flex;
  button[aria-pressed='false'] {
    opacity: 0.7;
  }
`;

export function DirectoryScreen() {
  const terms = useTerms();
  const settings = useOrgSettings();
  const [former, setFormer] = useState(false);
  const [search, setSearch] = useState('');
  const people = useApiList('/api/user', {
    type: 'student',
    fields: 'id,firstName,lastName,reference',
    limit: 1000,
    showFormerStudents: former,
    where: { deleted: false },
  });
  const years = useAcademicYears();
  const access = useAdminAccess();
  const mayDelete = access.can('deleteServiceUser');

  const rows = useMemo<DirectoryRow[]>(
    () =>
      people.rows.map((p) => ({
        id: p.id,
        name: fullName(p),
        reference: p.reference ?? '',
        yearGroup: years.byUser.get(p.id) ?? '',
      })),
    [people.rows, years.byUser],
  );
  const shown = useMemo(() => filterPeople(rows, search), [rows, search]);

  const remove = async (row: DirectoryRow) => {
    if (!(await confirmDialog(`Are you sure you want to delete user ${row.name}?`))) return;
    try {
      await deleteUser(row.id);
      toast.success(`${terms.ServiceUser} deleted`);
      await people.reload();
    } catch (error) {
      toast.error(errorText(error));
    }
  };

  const columns: DataTableColumn<DirectoryRow>[] = [
    { key: 'name', header: 'Name' },
    { key: 'reference', header: 'Learner Number' },
    { key: 'yearGroup', header: 'Year Group' },
    {
      key: 'actions',
      header: 'Actions',
      sortable: false,
      render: (row) => (
        <Toolbar>
          <Link to={`/serviceuser/${row.id}/profile`} aria-label={`View profile of ${row.name}`}>
            View Profile
          </Link>
          <Link to={`/serviceuser/${row.id}/edit`} aria-label={`Edit ${row.name}`}>
            Edit
          </Link>
          {mayDelete && (
            <Button
              variant="link"
              aria-label={`Delete ${row.name}`}
              onClick={() => void remove(row)}
            >
              Delete
            </Button>
          )}
        </Toolbar>
      ),
    },
  ];

  return (
    <PageContainer>
      <PageHeader
        title={terms.ServiceUsers}
        actions={
          <>
            {settings.hasAcademicYearStart && (
              <Toggle role="group" aria-label="Active or former">
                <Button
                  variant={former ? 'secondary' : 'primary'}
                  aria-pressed={!former}
                  onClick={() => setFormer(false)}
                >
                  Active
                </Button>
                <Button
                  variant={former ? 'primary' : 'secondary'}
                  aria-pressed={former}
                  onClick={() => setFormer(true)}
                >
                  Former
                </Button>
              </Toggle>
            )}
            <Button
              variant="secondary"
              disabled={people.loading || shown.length === 0}
              onClick={() =>
                downloadCsv(directoryFileName(terms.ServiceUsers), directoryCsv(shown))
              }
            >
              Export CSV
            </Button>
            <Button variant="secondary" onClick={() => window.print()}>
              Print
            </Button>
            {access.can('importServiceUsers') && (
              <LinkButton variant="secondary" to="/serviceuser/new/upload">
                Bulk Upload
              </LinkButton>
            )}
            {access.can('addServiceUser') && (
              <LinkButton to="/serviceuser/new/edit">Add {terms.ServiceUser}</LinkButton>
            )}
          </>
        }
      />
      <label htmlFor="directory-search" className="visually-hidden">
        Search {terms.serviceUserPlural}
      </label>
      <SearchInput
        id="directory-search"
        type="search"
        placeholder="Search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {people.error && <p role="alert">{people.error.message}</p>}
      {people.loading ? (
        <Spinner />
      ) : (
        <ReflowTable
          key={former ? 'former' : 'active'}
          caption={terms.ServiceUsers}
          columns={columns}
          rows={shown}
          rowKey={(row) => row.id}
          initialSort={{ key: 'reference', direction: 'asc' }}
          pageStep={DIRECTORY_STEP}
          emptyText="There are no records to display."
        />
      )}
    </PageContainer>
  );
}
