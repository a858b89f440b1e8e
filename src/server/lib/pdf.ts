// The file structure of the small PDFs the site writes itself (the default brochure, sample notices).

/**
 * A PDF file from its numbered objects (1 is the catalog): header, objects, cross-reference table and
 * trailer (`trailerExtra` adds entries such as ' /Info 7 0 R'). Bytes are latin1, so binary streams keep
 * every byte.
 */
export function assemblePdf(objects: string[], trailerExtra = ''): Buffer {
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) pdf += `${String(off).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${trailerExtra} >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
