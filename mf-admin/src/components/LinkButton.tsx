import { Link, type LinkProps } from 'react-router-dom';
import styled, { css } from 'styled-components';

const base = css`
  display: inline-flex;
  align-items: center;
  font-weight: 600;
  min-height: 40px;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  border: 2px solid ${({ theme }) => theme.colours.deepBlue};
  border-radius: ${({ theme }) => theme.radius};
  text-decoration: none;
  box-sizing: border-box;
`;

const Primary = styled(Link)`
  ${base}
  background: ${({ theme }) => theme.colours.orange};
  border-color: ${({ theme }) => theme.colours.orange};
  color: ${({ theme }) => theme.colours.onOrange};
`;

const Secondary = styled(Link)`
  ${base}
  background: ${({ theme }) => theme.colours.white};
  color: ${({ theme }) => theme.colours.deepBlue};
`;

/** A router link that looks like a shared-ui Button (navigation stays a link for the browser). */
export function LinkButton({
  variant = 'primary',
  ...rest
}: LinkProps & { variant?: 'primary' | 'secondary' }) {
  return variant === 'primary' ? <Primary {...rest} /> : <Secondary {...rest} />;
}
