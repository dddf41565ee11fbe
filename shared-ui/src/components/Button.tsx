import type { ComponentPropsWithRef } from 'react';
import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
}

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colours.orange};
    color: ${({ theme }) => theme.colours.onOrange};
    border-color: ${({ theme }) => theme.colours.orange};
  `,
  secondary: css`
    background: ${({ theme }) => theme.colours.white};
    color: ${({ theme }) => theme.colours.deepBlue};
    border-color: ${({ theme }) => theme.colours.deepBlue};
  `,
  danger: css`
    background: ${({ theme }) => theme.colours.danger};
    color: ${({ theme }) => theme.colours.white};
    border-color: ${({ theme }) => theme.colours.danger};
  `,
  link: css`
    background: transparent;
    color: ${({ theme }) => theme.colours.deepBlue};
    border-color: transparent;
    text-decoration: underline;
    padding-left: 0;
    padding-right: 0;
  `,
};

const StyledButton = styled.button<{ $variant: ButtonVariant }>`
  font: inherit;
  font-weight: 600;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radius};
  cursor: pointer;
  min-height: 40px;
  ${({ $variant }) => variants[$variant]}
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

export function Button({ variant = 'primary', type = 'button', ...rest }: ButtonProps) {
  return <StyledButton $variant={variant} type={type} {...rest} />;
}
