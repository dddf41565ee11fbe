import { iconProps, type IconProps } from 'shared-ui';

// The incident screens' own icons; the ones other remotes use live in shared-ui.
export const ThumbUpIcon = (p: IconProps) => (
  <svg {...iconProps(p)}>
    <path d="M2 21h4V9H2v12zm20-11a2 2 0 0 0-2-2h-6.3l1-4.6v-.3c0-.4-.2-.8-.4-1.1L13.2 1 6.6 7.6C6.2 8 6 8.5 6 9v10a2 2 0 0 0 2 2h9c.8 0 1.5-.5 1.8-1.2l3-7.1c.1-.2.2-.5.2-.7v-2z" />
  </svg>
);

export const ThumbDownIcon = (p: IconProps) => (
  <svg {...iconProps(p)}>
    <path d="M22 3h-4v12h4V3zM2 14a2 2 0 0 0 2 2h6.3l-1 4.6v.3c0 .4.2.8.4 1.1l1.1 1L17.4 16.4c.4-.4.6-.9.6-1.4V5a2 2 0 0 0-2-2H7c-.8 0-1.5.5-1.8 1.2l-3 7.1c-.1.2-.2.5-.2.7v2z" />
  </svg>
);

export const UploadIcon = (p: IconProps) => (
  <svg {...iconProps(p)}>
    <path d="M5 20h14v-2H5v2zm7-16-6 6h4v6h4v-6h4l-6-6z" />
  </svg>
);

export const WarningIcon = (p: IconProps) => (
  <svg {...iconProps(p)}>
    <path d="M1 21h22L12 2 1 21zm12-3h-2v-2h2v2zm0-4h-2v-4h2v4z" />
  </svg>
);

export const FlagIcon = (p: IconProps) => (
  <svg {...iconProps(p)}>
    <path d="M14.4 6 14 4H5v17h2v-7h5.6l.4 2h7V6z" />
  </svg>
);

export const DownloadIcon = (p: IconProps) => (
  <svg {...iconProps(p)}>
    <path d="M5 20h14v-2H5v2zM19 9h-4V3H9v6H5l7 7 7-7z" />
  </svg>
);
