/**
 * The text a PDF shows, page by page, read with pdf.js (an npm package: nothing to install on
 * the machine). The CJK font's Unicode map gives some characters as their Kangxi radicals (⽼ for
 * 老): NFKC folds those back; a few others (⻋ for 车) stay, so tests compare text free of them.
 */
export async function pdfText(pdf: Buffer): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, disableFontFace: true }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  await document.destroy();
  return pages.join('\n').normalize('NFKC');
}
