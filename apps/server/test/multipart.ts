/** A multipart body with one file under the field name `file`, as a browser's upload sends it. */
export function fileUpload(name: string, data: Buffer, type = 'application/octet-stream') {
  const boundary = '----onehallTestBoundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
