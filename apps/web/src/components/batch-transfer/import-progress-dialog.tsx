import { IMPORT_DUPLICATE_RULE_OVERWRITE, type TransferImportProgress } from '@onehall/contract';
import { Button, Modal, Progress, Spin, Typography } from 'antd';
import { useCallback } from 'react';
import { isOk } from '../../api/client.ts';
import { reportError } from '../../api/errors.ts';
import { downloadErrorFile } from './api/transfer-import-error-file.ts';
import { pollImport } from './api/transfer-import-progress.ts';
import { saveBlob } from './save-blob.ts';
import { useJobPoll } from './use-job-poll.ts';

export const IMPORT_PROGRESS_TITLE = '数据导入';
export const IMPORT_SUCCESS_TITLE = '导入成功';
export const IMPORT_SUCCESS_MESSAGE = '导入完成';
export const IMPORT_FAILED_TITLE = '导入失败';

export interface ImportProgressDialogProps {
  listKey: string;
  listName: string;
  jobKey: string;
  recordId?: string;
  /** 1 overwrite shows the 覆盖 count, 2 skip shows the 跳过 count (SPEC §4). */
  duplicateRule: number;
  onClose: () => void;
}

/** SPEC §4 "Import": polls every 3 s; closing is possible once the job has ended. */
export function ImportProgressDialog({ listKey, listName, jobKey, recordId, duplicateRule, onClose }: ImportProgressDialogProps) {
  const poll = useCallback((k: string) => pollImport(listKey, k, recordId), [listKey, recordId]);
  const job = useJobPoll<TransferImportProgress>(jobKey, poll);
  const done = job.phase !== 'running';
  const p = job.progress;
  const title = job.phase === 'finished' ? IMPORT_SUCCESS_TITLE : job.phase === 'failed' ? IMPORT_FAILED_TITLE : IMPORT_PROGRESS_TITLE;

  const downloadErrors = async () => {
    if (!p?.errorKey) return;
    const env = await downloadErrorFile(listKey, p.errorKey, recordId);
    if (!isOk(env)) {
      reportError(env);
      return;
    }
    saveBlob(env.result, `${listName}导入错误数据.xlsx`);
  };

  return (
    <Modal
      open
      title={title}
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
      <div aria-live="polite">
        {job.phase === 'finished' && <Typography.Paragraph strong>{IMPORT_SUCCESS_MESSAGE}</Typography.Paragraph>}
        {job.phase === 'failed' && <Typography.Paragraph type="danger">{job.reason || IMPORT_FAILED_TITLE}</Typography.Paragraph>}
        {p ? (
          <>
            {job.phase === 'running' && <Progress percent={p.finishRate} status="active" />}
            <dl className="oh-transfer-figures">
              <dt>新增</dt>
              <dd data-count="new">{p.newInsertNum}</dd>
              {duplicateRule === IMPORT_DUPLICATE_RULE_OVERWRITE ? (
                <>
                  <dt>覆盖</dt>
                  <dd data-count="updated">{p.updateNum}</dd>
                </>
              ) : (
                <>
                  <dt>跳过</dt>
                  <dd data-count="skipped">{p.jumpNum}</dd>
                </>
              )}
              <dt>错误</dt>
              <dd data-count="failed">{p.failNum}</dd>
            </dl>
            {p.finished && p.failNum > 0 && p.errorKey && <Button onClick={() => void downloadErrors()}>下载错误数据</Button>}
          </>
        ) : (
          job.phase === 'running' && (
            <Spin description="正在准备导入">
              <div style={{ minHeight: 48 }} />
            </Spin>
          )
        )}
      </div>
    </Modal>
  );
}
