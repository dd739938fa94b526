import { useCallback, useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { Button } from '../Button/index.ts';
import { FormControl } from '../FormControl/index.ts';
import { Icon } from '../Icon/index.ts';
import { ProgressBar } from '../ProgressBar/index.ts';
import { fileMatchesAccept, formatFileSize } from './fileFacts.ts';
import {
  DropAccept,
  DropIcon,
  DropPrompt,
  DropZone,
  FileActions,
  FileCard,
  FileFacts,
  FileName,
  FilePreview,
  FileSize,
  HiddenFileInput,
} from './FileInput.styles.ts';

export interface FileInputTexts {
  /** The call to action in the empty zone. */
  prompt: string;
  replace: string;
  remove: string;
  progress: string;
}

const defaultTexts: FileInputTexts = {
  prompt: 'Drag a file here, or click to choose',
  replace: 'Replace',
  remove: 'Remove file',
  progress: 'Upload progress',
};

export interface FileInputProps {
  /** Visible label, tied to the file input. */
  label: string;
  /** The chosen file (controlled); null or undefined shows the empty zone. */
  value?: File | null;
  /** Called with the chosen or dropped file, or null when it is removed. */
  onValueChange?: (file: File | null) => void;
  /** Called instead when a dropped file does not match `accept` (the app says why). */
  onReject?: (file: File) => void;
  /** What may be chosen: MIME types, wildcards or extensions ("image/*,video/*", ".csv"). */
  accept?: string;
  /** What the empty zone says it accepts, e.g. "PNG, JPG or SVG". */
  acceptDescription?: string;
  /** Upload progress 0–100; a progress bar shows while it is a number. */
  progress?: number | null;
  disabled?: boolean;
  /** Help under the zone, announced through aria-describedby. */
  hint?: string;
  /** Validation message; sets aria-invalid. */
  error?: string;
  /** The input's name, for forms that submit natively. */
  name?: string;
  /** Button and prompt wording; defaults to English. */
  texts?: Partial<FileInputTexts>;
}

/**
 * An image file's thumbnail. The object URL lives exactly as long as the <img> shows this file: the
 * ref callback (stable per file) creates it, and its cleanup revokes it on change or unmount.
 */
function ImageThumbnail({ file }: { file: File }) {
  const attach = useCallback(
    (image: HTMLImageElement | null) => {
      if (!image) return undefined;
      const objectUrl = URL.createObjectURL(file);
      image.src = objectUrl;
      return () => URL.revokeObjectURL(objectUrl);
    },
    [file],
  );
  return <img ref={attach} alt="" data-preview />;
}

/**
 * A file picker with a drop zone: click (or Enter/Space on the focused input) opens the browser's
 * picker, a file can also be dragged onto the zone. The chosen file shows as a thumbnail (images)
 * or an icon, with its name and size, and can be replaced or removed. State on the zone:
 * data-empty, data-dragging, data-disabled, data-invalid.
 */
export function FileInput({
  label,
  value,
  onValueChange,
  onReject,
  accept,
  acceptDescription,
  progress = null,
  disabled = false,
  hint,
  error,
  name,
  texts: textOverrides,
}: FileInputProps) {
  const texts = { ...defaultTexts, ...textOverrides };
  const id = useId();
  const inputId = `file-${id}`;
  const promptId = `${inputId}-prompt`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [uncontrolled, setUncontrolled] = useState<File | null>(null);
  const file = value === undefined ? uncontrolled : value;
  const [dragging, setDragging] = useState(false);

  const choose = (next: File | null) => {
    if (value === undefined) setUncontrolled(next);
    onValueChange?.(next);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    // Cleared so that choosing the same file again still fires a change.
    event.target.value = '';
    if (chosen) choose(chosen);
  };

  const handleDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (disabled) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };

  const handleDrop = (event: DragEvent<HTMLDivElement>) => {
    if (disabled) return;
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (!dropped) return;
    if (fileMatchesAccept(dropped, accept)) choose(dropped);
    else onReject?.(dropped);
  };

  const openPicker = () => {
    if (!disabled) inputRef.current?.click();
  };

  return (
    <FormControl label={label} id={inputId} hint={hint} error={error} describedBy={file ? undefined : promptId}>
      {(control) => (
        <DropZone
          data-file-input
          data-empty={file ? undefined : true}
          data-dragging={dragging || undefined}
          data-disabled={disabled || undefined}
          data-invalid={error ? true : undefined}
          onDragOver={handleDragOver}
          onDragLeave={(event) => {
            // Moving over the zone's own children fires dragleave too; only leaving the zone counts.
            if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setDragging(false);
          }}
          onDrop={handleDrop}
          onClick={file ? undefined : openPicker}
        >
          <HiddenFileInput
            ref={inputRef}
            id={inputId}
            type="file"
            name={name}
            accept={accept}
            disabled={disabled}
            // With a file chosen, the Replace button is the way in: one tab stop, not two.
            tabIndex={file ? -1 : undefined}
            {...control}
            onChange={handleChange}
            onClick={(event) => event.stopPropagation()}
          />
          {file ? (
            <FileCard data-file-card>
              <FilePreview>
                {file.type.startsWith('image/') ? <ImageThumbnail file={file} /> : <Icon name="file" size="lg" />}
              </FilePreview>
              <FileFacts>
                <FileName title={file.name}>{file.name}</FileName>
                <FileSize>{formatFileSize(file.size)}</FileSize>
              </FileFacts>
              <FileActions>
                <Button variant="outline" size="sm" onClick={openPicker} disabled={disabled}>
                  {texts.replace}
                </Button>
                <Button variant="ghost" size="icon" aria-label={texts.remove} onClick={() => choose(null)} disabled={disabled}>
                  <Icon name="x" />
                </Button>
              </FileActions>
            </FileCard>
          ) : (
            <>
              <DropIcon aria-hidden="true">
                <Icon name="file" size="lg" />
              </DropIcon>
              <DropPrompt id={promptId}>{texts.prompt}</DropPrompt>
              {acceptDescription ? <DropAccept>{acceptDescription}</DropAccept> : null}
            </>
          )}
          {progress !== null ? <ProgressBar value={progress} label={texts.progress} /> : null}
        </DropZone>
      )}
    </FormControl>
  );
}
