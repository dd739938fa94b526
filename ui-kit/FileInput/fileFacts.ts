/** Pure helpers for FileInput: does a file match `accept`, and a human-readable size. */

/**
 * The browser checks `accept` only in its own picker; dropped files need the same check. Entries are
 * MIME types ("text/csv"), wildcards ("image/*") or extensions (".csv"), comma-separated.
 */
export function fileMatchesAccept(file: File, accept: string | undefined): boolean {
  const entries = (accept ?? '').split(',').map((entry) => entry.trim().toLowerCase()).filter(Boolean);
  if (entries.length === 0) return true;
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  return entries.some((entry) => {
    if (entry.startsWith('.')) return name.endsWith(entry);
    if (entry.endsWith('/*')) return type.startsWith(entry.slice(0, -1));
    return type === entry;
  });
}

/** 512 B, 12.3 KB, 4.5 MB (base 1024, one decimal above bytes). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
