import { Typography } from 'antd';
import type { ReactNode } from 'react';
import './page-frame.css';

export interface PageFrameProps {
  title: string;
  children: ReactNode;
}

/** SPEC §2 pages share one frame: a titled area inside the shell. */
export function PageFrame({ title, children }: PageFrameProps) {
  return (
    <section className="oh-page-frame" aria-labelledby="oh-page-title">
      <Typography.Title level={3} id="oh-page-title" className="oh-page-frame__title">
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}
