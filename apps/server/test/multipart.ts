export interface UploadFile {
  name: string;
  data: Buffer;
  type?: string;
}

/** A multipart body of text fields and then each file under the field name `file`, as a browser's form sends it. */
export function multipartBody(files: UploadFile[], fields: Record<string, string> = {}) {
  const boundary = '----onehallTestBoundary';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const { name, data, type = 'application/octet-stream' } of files) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
      data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A multipart body with one file under the field name `file`, as a browser's upload sends it. */
export function fileUpload(name: string, data: Buffer, type = 'application/octet-stream') {
  return multipartBody([{ name, data, type }]);
}
