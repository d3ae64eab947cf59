/**
 * Links an administrator might type that must never be stored: each leads
 * off the site while looking like a site path, or runs script
 * (docs/design/links.md). Every place that stores a link is tested with all of them.
 */
export const UNSAFE_LINKS: readonly string[] = [
  '/\\evil.example',
  '/\\/evil.example',
  '\\\\evil.example',
  '//evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  ' javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'https:\\\\evil.example',
];
