import { iconProps, type IconProps } from 'shared-ui';

/** The robot action of the AI tables (spec 2 §2.9). */
export const RobotIcon = (p: IconProps) => (
  <svg {...iconProps(p)}>
    <path d="M11 2h2v2.07A7 7 0 0 1 19 11v6a3 3 0 0 1-3 3H8a3 3 0 0 1-3-3v-6a7 7 0 0 1 6-6.93V2zm-2.5 9a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm7 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM9 16v1.5h6V16H9zM2 11h2v5H2v-5zm18 0h2v5h-2v-5z" />
  </svg>
);
