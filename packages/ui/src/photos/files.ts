/** The files of a file input, a paste or a drop (a paste of text has none). */
export function filesOf(source: { readonly files: FileList | null } | null): File[] {
  return source?.files ? [...source.files] : [];
}
