import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font};
    color: ${({ theme }) => theme.colours.text};
    background: ${({ theme }) => theme.colours.background};
    line-height: 1.5;
  }
  a { color: ${({ theme }) => theme.colours.deepBlue}; }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.colours.focus}; outline-offset: 2px; }
  .visually-hidden {
    position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;
  }
  /* Lists and reports print cleanly (issue 14 §9): no menus, buttons or toasts, black on white,
     full width, table rows and cards kept whole. Screens mark anything else with .no-print. */
  @media print {
    body { background: #fff; color: #000; font-size: 11pt; }
    nav, button, [role='status'], [role='alert'], .no-print { display: none !important; }
    main { padding: 0 !important; }
    a { color: #000; text-decoration: none; }
    table { width: 100%; border-collapse: collapse; }
    thead { display: table-header-group; }
    tr, img, svg, section, article { break-inside: avoid; }
    h1, h2, h3 { break-after: avoid; }
    .print-only { display: block !important; }
  }
  .print-only { display: none; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
