import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FileInput, fileMatchesAccept, formatFileSize, formatTime, parseTime } from '../../ui-kit/index.ts';

/** What stories cannot show: object URLs being revoked, and the pure helpers at their edges. */

const image = (name: string) => new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], name, { type: 'image/svg+xml' });

describe('FileInput image preview', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('revokes the object URL when the file is replaced and when it unmounts', () => {
    let counter = 0;
    const create = vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:preview-${++counter}`);
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const first = image('first.svg');
    const { rerender, unmount } = render(<FileInput label="Logo" value={first} />);
    expect(create).toHaveBeenCalledTimes(1);
    expect(revoke).not.toHaveBeenCalled();

    rerender(<FileInput label="Logo" value={first} progress={50} />);
    expect(create).toHaveBeenCalledTimes(1);

    rerender(<FileInput label="Logo" value={image('second.svg')} />);
    expect(revoke).toHaveBeenCalledWith('blob:preview-1');
    expect(create).toHaveBeenCalledTimes(2);

    unmount();
    expect(revoke).toHaveBeenCalledWith('blob:preview-2');
  });

  it('makes no object URL for files that are not images', () => {
    const create = vi.spyOn(URL, 'createObjectURL');
    render(<FileInput label="CSV" value={new File(['a,b'], 'list.csv', { type: 'text/csv' })} />);
    expect(create).not.toHaveBeenCalled();
  });
});

describe('fileMatchesAccept', () => {
  it('reads MIME types, wildcards and extensions', () => {
    const csv = new File([''], 'Clients.CSV', { type: '' });
    expect(fileMatchesAccept(csv, '.csv')).toBe(true);
    expect(fileMatchesAccept(csv, 'text/csv')).toBe(false);
    expect(fileMatchesAccept(image('a.svg'), 'image/*,video/*')).toBe(true);
    expect(fileMatchesAccept(new File([''], 'a.mp4', { type: 'video/mp4' }), 'image/*')).toBe(false);
    expect(fileMatchesAccept(csv, undefined)).toBe(true);
  });
});

describe('formatFileSize', () => {
  it('uses B, KB and MB', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1904)).toBe('1.9 KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5.0 MB');
  });
});

describe('TimePicker values (docs/product.md#validation-messages)', () => {
  it('clamps out-of-range parts and reads anything else as 00:00', () => {
    expect(formatTime(parseTime('25:75'))).toBe('23:59');
    expect(formatTime(parseTime('7:5'))).toBe('07:05');
    expect(formatTime(parseTime('18:30:00'))).toBe('18:30');
    expect(formatTime(parseTime('late'))).toBe('00:00');
    expect(formatTime(parseTime(undefined))).toBe('00:00');
  });
});
