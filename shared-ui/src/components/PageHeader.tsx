import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

export interface Breadcrumb {
  label: string;
  /** Omitted for the current page. */
  to?: string;
}

export interface PageHeaderProps {
  title: ReactNode;
  breadcrumbs?: Breadcrumb[];
  actions?: ReactNode;
}

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(5)};
  h1 {
    margin: 0;
    color: ${({ theme }) => theme.colours.deepBlue};
    font-size: 1.75rem;
  }
`;

const Crumbs = styled.ol`
  display: flex;
  flex-wrap: wrap;
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(1)};
  padding: 0;
  font-size: 0.875rem;
  li + li::before {
    content: '/';
    padding: 0 ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colours.muted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

export function PageHeader({ title, breadcrumbs = [], actions }: PageHeaderProps) {
  return (
    <Header>
      <div>
        {breadcrumbs.length > 0 && (
          <nav aria-label="Breadcrumb">
            <Crumbs>
              {breadcrumbs.map((crumb, index) => (
                <li key={`${crumb.label}-${index}`}>
                  {crumb.to ? (
                    <Link to={crumb.to}>{crumb.label}</Link>
                  ) : (
                    <span aria-current="page">{crumb.label}</span>
                  )}
                </li>
              ))}
            </Crumbs>
          </nav>
        )}
        <h1>{title}</h1>
      </div>
      {actions && <Actions>{actions}</Actions>}
    </Header>
  );
}
