import './light-feedback.css';

/** A loading indicator without antd: the root layout shows it before antd has loaded (issue 14). */
export function Spinner({ label }: { label: string }) {
  return <span className="oh-spinner" role="status" aria-label={label} />;
}
