import type { MouseEvent } from 'react';
import styled from 'styled-components';

export const MAIN_CONTENT_ID = 'main-content';

const Link = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space(2)};
  top: ${({ theme }) => theme.space(2)};
  z-index: 2000;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colours.white};
  color: ${({ theme }) => theme.colours.deepBlue};
  font-weight: 700;
  transform: translateY(-200%);
  &:focus {
    transform: none;
  }
`;

/**
 * The first tab stop of every page (WCAG 2.4.1): jumps past the menu to the main content. Focus is
 * moved by script so the URL keeps no '#main-content' (single-spa would treat it as a navigation).
 */
export function SkipLink() {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView?.();
  };
  return (
    <Link href={`#${MAIN_CONTENT_ID}`} onClick={onClick}>
      Skip to main content
    </Link>
  );
}
