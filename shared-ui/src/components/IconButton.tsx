import type { ComponentPropsWithoutRef } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

const look = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius};
  background: none;
  color: ${({ theme }) => theme.colours.deepBlue};
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colours.infoBackground};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.35;
  }
`;

const Plain = styled.button`
  ${look}
`;

const LinkLook = styled(Link)`
  ${look}
`;

/** A square icon button; `label` is its accessible name and tooltip. */
export function IconButton({
  label,
  ...rest
}: ComponentPropsWithoutRef<'button'> & { label: string }) {
  return <Plain type="button" aria-label={label} title={label} {...rest} />;
}

/** An icon link inside the router of the remote that renders it. */
export function IconLink({
  label,
  to,
  children,
}: {
  label: string;
  to: string;
  children: React.ReactNode;
}) {
  return (
    <LinkLook to={to} aria-label={label} title={label}>
      {children}
    </LinkLook>
  );
}
