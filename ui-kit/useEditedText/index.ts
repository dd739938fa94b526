export { useEditedText } from './useEditedText.ts';
