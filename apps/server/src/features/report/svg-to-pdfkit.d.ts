declare module 'svg-to-pdfkit' {
  /** Draws an SVG document into a pdfkit document as vector paths (svg-to-pdfkit 0.1.8). */
  export default function SVGtoPDF(
    doc: PDFKit.PDFDocument,
    svg: string,
    x: number,
    y: number,
    options?: { width?: number; height?: number; preserveAspectRatio?: string; assumePt?: boolean },
  ): void;
}
