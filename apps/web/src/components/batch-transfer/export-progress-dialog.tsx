import { type TransferExportProgress, TransferMessages } from '@onehall/contract';
import { Button, Modal, Progress, Spin, Typography } from 'antd';
import { useCallback, useEffect, useRef } from 'react';
import { isOk } from '../../api/client.ts';
import { reportError } from '../../api/errors.ts';
import { downloadExportFile } from './api/transfer-export-file.ts';
import { pollExport } from './api/transfer-export-progress.ts';
import { JOB_FAILED_MESSAGE } from './job-state.ts';
import { saveBlob } from './save-blob.ts';
import { useJobPoll } from './use-job-poll.ts';

export const EXPORT_PROGRESS_TITLE = '数据导出';
export const EXPORT_FAILED_TITLE = '导出失败';

/** Where the export stands before polling: its start call is out, refused, or answered with a job key. */
export type ExportStart = { kind: 'starting' } | { kind: 'refused'; msg: string } | { kind: 'started'; key: string };

export interface ExportProgressDialogProps {
  listKey: string;
  start: ExportStart;
  /** The name the user chose, used when the server does not name the file. */
  fileName: string;
  onClose: () => void;
}

/**
 * SPEC §4 "Export": polls the job every 3 s; the close button stays disabled
 * until the job has ended. Finished: the title stays, 导出完成, the file
 * downloads by itself once and a link fetches it again. Failed: 导出失败 / 操作失败.
 */
export function ExportProgressDialog({ listKey, start, fileName, onClose }: ExportProgressDialogProps) {
  const key = start.kind === 'started' ? start.key : null;
  const poll = useCallback((k: string) => pollExport(listKey, k), [listKey]);
  const job = useJobPoll<TransferExportProgress>(key, poll);
  const downloaded = useRef(false);

  const file = job.progress?.result ?? null;
  const download = useCallback(async () => {
    if (!file) return;
    const env = await downloadExportFile(file.url);
    if (!isOk(env)) {
      reportError(env);
      return;
    }
    saveBlob(env.result, file.fileName || `${fileName}.xlsx`);
  }, [file, fileName]);

  useEffect(() => {
    if (job.phase === 'finished' && file && !downloaded.current) {
      downloaded.current = true;
      void download();
    }
  }, [job.phase, file, download]);

  const failed = start.kind === 'refused' || job.phase === 'failed';
  const done = failed || job.phase === 'finished';
  const progress = job.progress;

  return (
    <Modal
      open
      title={failed ? EXPORT_FAILED_TITLE : EXPORT_PROGRESS_TITLE}
      closable={done}
      mask={{ closable: false }}
      keyboard={done}
      centered
      onCancel={done ? onClose : undefined}
      footer={
        <Button type="primary" disabled={!done} onClick={onClose}>
          关闭
        </Button>
      }
    >
      <div aria-live="polite" className="oh-transfer-progress">
        {failed ? (
          <>
            <Typography.Paragraph type="danger" strong>
              {JOB_FAILED_MESSAGE}
            </Typography.Paragraph>
            {(start.kind === 'refused' ? start.msg : job.reason) && (
              <Typography.Paragraph type="secondary">{start.kind === 'refused' ? start.msg : job.reason}</Typography.Paragraph>
            )}
          </>
        ) : progress ? (
          <>
            <Progress percent={Math.round(progress.finishRate)} status={job.phase === 'finished' ? 'success' : 'active'} />
            <dl className="oh-transfer-figures">
              <dt>已导出</dt>
              <dd>
                {progress.finishNum} / {progress.totalNum} 条
              </dd>
              <dt>已用时</dt>
              <dd>{progress.useTimeStr || '-'}</dd>
              {job.phase === 'running' && (
                <>
                  <dt>预计剩余</dt>
                  <dd>{progress.tryMathRemainTime || '计算中'}</dd>
                </>
              )}
            </dl>
            {job.phase === 'finished' && (
              <>
                <Typography.Paragraph strong>{TransferMessages.finished}</Typography.Paragraph>
                {file && (
                  <Button type="link" onClick={() => void download()} style={{ paddingInline: 0 }}>
                    下载文件：{file.fileName || `${fileName}.xlsx`}
                  </Button>
                )}
              </>
            )}
          </>
        ) : (
          <Spin description="正在准备导出">
            <div style={{ minHeight: 48 }} />
          </Spin>
        )}
      </div>
    </Modal>
  );
}
