export { FileInput } from './FileInput.tsx';
export type { FileInputProps, FileInputTexts } from './FileInput.tsx';
export { fileMatchesAccept, formatFileSize } from './fileFacts.ts';
