import { ToolOutlined } from '@ant-design/icons';
import { Result, Typography } from 'antd';
import type { ReactNode } from 'react';
import './page-frame.css';

export interface PageFrameProps {
  title: string;
  /** The page body; without it the frame says the page is still being built. */
  children?: ReactNode;
}

/** SPEC §2 pages share one frame: a titled area inside the shell. */
export function PageFrame({ title, children }: PageFrameProps) {
  return (
    <section className="oh-page-frame" aria-labelledby="oh-page-title">
      <Typography.Title level={3} id="oh-page-title" className="oh-page-frame__title">
        {title}
      </Typography.Title>
      {children ?? <Result icon={<ToolOutlined />} title={title} subTitle="该功能正在建设中" />}
    </section>
  );
}
