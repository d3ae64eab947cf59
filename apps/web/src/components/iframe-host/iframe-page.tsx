import { IframeHost } from './iframe-host.tsx';

/** Route page /home/iframPage (SPEC §2 "Embedded pages"). */
export default function IframePage() {
  return <IframeHost />;
}
