import type { SVGProps } from 'react';

// Small inline icons (no icon font: the portal must render the same offline and in CI's Chromium).
export type IconProps = SVGProps<SVGSVGElement>;

/** The props every icon's <svg> takes: 18 px, decorative, the caller's props last. */
export const iconProps = (props: IconProps) => ({
  width: 18,
  height: 18,
  viewBox: '0 0 24 24',
  fill: 'currentColor',
  'aria-hidden': true,
  focusable: false,
  ...props,
});

export const EditIcon = (p: IconProps) => (
  <svg {...iconProps(p)}>
    <path d="M3 17.25V21h3.75L17.8 9.94l-3.75-3.75L3 17.25zM20.7 7.04a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83z" />
  </svg>
);

export const ViewIcon = (p: IconProps) => (
  <svg {...iconProps(p)}>
    <path d="M12 4.5C7 4.5 2.7 7.6 1 12c1.7 4.4 6 7.5 11 7.5s9.3-3.1 11-7.5c-1.7-4.4-6-7.5-11-7.5zM12 17a5 5 0 1 1 0-10 5 5 0 0 1 0 10zm0-8a3 3 0 1 0 0 6 3 3 0 0 0 0-6z" />
  </svg>
);

export const TrashIcon = (p: IconProps) => (
  <svg {...iconProps(p)}>
    <path d="M6 19a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2V7H6v12zM19 4h-3.5l-1-1h-5l-1 1H5v2h14V4z" />
  </svg>
);
