/**
 * The slice of pdfmake's server API these documents use. @types/pdfmake is not used: it pulls the
 * DOM library into the whole API program (`/// <reference lib="dom" />`), which retypes fetch and
 * WebSocket for every other file.
 */
declare module 'pdfmake' {
  /** A document definition or content node, as pdfmake documents them (plain data). */
  export type PdfNode = { [key: string]: unknown };
  export type PdfContent = string | PdfNode | PdfContent[];

  interface PdfMake {
    virtualfs: { writeFileSync(name: string, content: Buffer): void };
    addFonts(
      fonts: Record<string, { normal: string; bold: string; italics: string; bolditalics: string }>,
    ): void;
    setLocalAccessPolicy(allow: (path: string) => boolean): void;
    setUrlAccessPolicy(allow: (url: string) => boolean): void;
    createPdf(definition: PdfNode): { getBuffer(): Promise<Buffer> };
  }
  const pdfmake: PdfMake;
  export default pdfmake;
}
