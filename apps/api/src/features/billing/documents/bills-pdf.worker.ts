import { serveOneCall } from '../../../platform/threads/off-thread';
import { type BillDocument, renderBillsPdf } from './bills-pdf';

// A print's bills laid out in a thread of their own (see runOffThread): the PDF's bytes move back.
await serveOneCall<BillDocument[], Uint8Array>(renderBillsPdf, (pdf) => [pdf.buffer as ArrayBuffer]);
