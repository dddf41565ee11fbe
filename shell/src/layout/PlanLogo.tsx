// Small SVG logos by plan (spec 3 §2.2: Plus, Care, default).
import { colours, FONT_STACK } from 'shared-ui';

interface LogoProps {
  badge?: string;
  badgeColour?: string;
  label: string;
}

function Logo({ badge, badgeColour = colours.orange, label }: LogoProps) {
  return (
    <svg role="img" aria-label={label} viewBox="0 0 180 44" width="180" height="44">
      <rect x="2" y="4" width="36" height="36" rx="9" fill={colours.orange} />
      <path
        d="M13 13h9a6 6 0 0 1 0 12h-9zm0 12h10a6 6 0 0 1 0 12H13z"
        fill="none"
        stroke={colours.white}
        strokeWidth="3.5"
        strokeLinejoin="round"
        transform="translate(0 -3)"
      />
      <text
        x="46"
        y="29"
        fontFamily={FONT_STACK}
        fontSize="19"
        fontWeight="700"
        fill={colours.white}
        // The stack's fonts differ in width: the word is fitted so the plan badge never covers it.
        textLength="76"
        lengthAdjust="spacingAndGlyphs"
      >
        BeSmart
      </text>
      {badge && (
        <>
          <rect x="128" y="12" width="48" height="20" rx="10" fill={badgeColour} />
          <text
            x="152"
            y="26.5"
            textAnchor="middle"
            fontFamily={FONT_STACK}
            fontSize="12"
            fontWeight="700"
            fill={colours.deepBlue}
          >
            {badge}
          </text>
        </>
      )}
    </svg>
  );
}

export function PlanLogo({ plan }: { plan: string }) {
  if (plan === 'Plus') return <Logo label="BeSmart Plus" badge="Plus" />;
  if (plan === 'Care') return <Logo label="BeSmart Care" badge="Care" badgeColour="#7fd1c7" />;
  return <Logo label="BeSmart" />;
}
