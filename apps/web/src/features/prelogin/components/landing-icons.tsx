import type { ReactNode } from 'react';

/**
 * The landing's few glyphs as inline SVG rather than @ant-design/icons, whose
 * runtime the visitor landing would otherwise load for three shapes (issue 14).
 * Sized by the text (1em) and drawn in its colour, as antd's icons are;
 * decorative, as each sits beside its text or inside a labelled button.
 */
function Glyph({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 16 16"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export function ChevronLeftIcon() {
  return (
    <Glyph>
      <path d="M10.5 2.5 5 8l5.5 5.5" />
    </Glyph>
  );
}

export function ChevronRightIcon() {
  return (
    <Glyph>
      <path d="M5.5 2.5 11 8l-5.5 5.5" />
    </Glyph>
  );
}

export function SearchIcon() {
  return (
    <Glyph>
      <circle cx="7" cy="7" r="4.75" />
      <path d="m10.5 10.5 3.5 3.5" />
    </Glyph>
  );
}
