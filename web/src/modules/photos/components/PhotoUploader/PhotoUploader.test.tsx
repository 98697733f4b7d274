import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr, installFakeXhr, pngFile, sentRequests, uploaded } from '../../../../lib/testing/fakeXhr';
import { PHOTO_TOO_LARGE, PHOTO_TYPE_MESSAGE, type Photo } from '../../upload';
import { PhotoUploader } from './PhotoUploader';

const photo = (uuid: string): Photo => ({
  uuid,
  url: `/uploads/${uuid}.webp`,
  thumbnailUrl: `/uploads/${uuid}-thumb.webp`,
});

/** The uploader under a parent that keeps the value, as a product form does. */
function Form({ initial = [], max, spy }: { initial?: Photo[]; max?: number; spy: (p: Photo[]) => void }) {
  const [photos, setPhotos] = useState(initial);
  return (
    <PhotoUploader
      appUuid="app-1"
      value={photos}
      max={max}
      onChange={(next) => {
        spy(next);
        setPhotos(next);
      }}
    />
  );
}

const thumbnails = () =>
  within(screen.getByRole('list', { name: 'Photos' }))
    .queryAllByRole('img')
    .map((img) => img.getAttribute('alt'));
const xhr = (i: number) => sentRequests()[i] as FakeXhr;

describe('PhotoUploader', () => {
  beforeEach(() => installFakeXhr());
  afterEach(() => vi.unstubAllGlobals());

  it('uploads picked photos one at a time with a progress bar, then shows their thumbnails in order', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<Form spy={spy} />);
    await user.upload(screen.getByLabelText('Choose photos'), [
      pngFile('tapsilog.png'),
      pngFile('sisig.png'),
    ]);
    const bar = await screen.findByRole('progressbar', { name: 'Uploading tapsilog.png' });
    expect(screen.getByRole('progressbar', { name: 'Uploading sisig.png' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    expect(sentRequests()).toHaveLength(1);
    act(() => xhr(0).progress(40, 100));
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    act(() => xhr(0).respond(201, uploaded('p-1')));
    await waitFor(() => expect(sentRequests()).toHaveLength(2));
    expect(thumbnails()).toEqual(['Photo 1 (cover)']);
    expect(screen.getByRole('img', { name: 'Photo 1 (cover)' })).toHaveAttribute(
      'src',
      '/uploads/photos/app-1/p-1-thumb.webp',
    );
    act(() => xhr(1).respond(201, uploaded('p-2')));
    await waitFor(() => expect(thumbnails()).toEqual(['Photo 1 (cover)', 'Photo 2']));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(spy).toHaveBeenLastCalledWith([
      {
        uuid: 'p-1',
        url: '/uploads/photos/app-1/p-1.webp',
        thumbnailUrl: '/uploads/photos/app-1/p-1-thumb.webp',
      },
      {
        uuid: 'p-2',
        url: '/uploads/photos/app-1/p-2.webp',
        thumbnailUrl: '/uploads/photos/app-1/p-2-thumb.webp',
      },
    ]);
  });

  it('refuses a file over 5,000,000 bytes and a text file dressed as a PNG without uploading them', async () => {
    const spy = vi.fn();
    render(<Form spy={spy} />);
    const text = new File(['shopping list'], 'notes.png', { type: 'image/png' });
    const plain = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    fireEvent.drop(screen.getByTestId('photo-drop-zone'), {
      dataTransfer: { files: [pngFile('huge.png', 5_000_001), text, plain] },
    });
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(3));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      `huge.png${PHOTO_TOO_LARGE}`,
      `notes.png${PHOTO_TYPE_MESSAGE}`,
      `notes.txt${PHOTO_TYPE_MESSAGE}`,
    ]);
    expect(FakeXhr.all).toHaveLength(0);
    expect(spy).not.toHaveBeenCalled();
    await userEvent.click(
      within(screen.getAllByRole('alert')[0] as HTMLElement).getByRole('button', { name: 'Close' }),
    );
    expect(screen.getAllByRole('alert')).toHaveLength(2);
  });

  it("shows the server's refusal for that file and keeps going with the next", async () => {
    const user = userEvent.setup();
    render(<Form spy={vi.fn()} />);
    await user.upload(screen.getByLabelText('Choose photos'), [pngFile('broken.png'), pngFile('good.png')]);
    await waitFor(() => expect(sentRequests()).toHaveLength(1));
    act(() => xhr(0).respond(400, { error: PHOTO_TYPE_MESSAGE }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`broken.png${PHOTO_TYPE_MESSAGE}`);
    await waitFor(() => expect(sentRequests()).toHaveLength(2));
    act(() => xhr(1).respond(201, uploaded('p-9')));
    await waitFor(() => expect(thumbnails()).toEqual(['Photo 1 (cover)']));
  });

  it('moves and removes photos with labelled buttons', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<Form initial={[photo('a'), photo('b'), photo('c')]} spy={spy} />);
    expect(screen.getByRole('button', { name: 'Move photo 1 left' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move photo 3 right' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move photo 1 right' }));
    expect(spy).toHaveBeenLastCalledWith([photo('b'), photo('a'), photo('c')]);
    await user.click(screen.getByRole('button', { name: 'Move photo 3 left' }));
    expect(spy).toHaveBeenLastCalledWith([photo('b'), photo('c'), photo('a')]);
    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(spy).toHaveBeenLastCalledWith([photo('c'), photo('a')]);
    expect(screen.getByRole('img', { name: 'Photo 1 (cover)' })).toHaveAttribute(
      'src',
      '/uploads/c-thumb.webp',
    );
    expect(screen.getByText('2 of 10')).toBeInTheDocument();
  });

  it('stops at the maximum: extra files are refused in plain words and the button turns off', async () => {
    const user = userEvent.setup();
    render(<Form initial={[photo('a')]} max={2} spy={vi.fn()} />);
    await user.upload(screen.getByLabelText('Choose photos'), [pngFile('one.png'), pngFile('two.png')]);
    expect(await screen.findByRole('alert')).toHaveTextContent('two.pngYou can add at most 2 photos');
    await waitFor(() => expect(sentRequests()).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Add photos' })).toBeDisabled();
    act(() => xhr(0).respond(201, uploaded('p-2')));
    await waitFor(() => expect(thumbnails()).toEqual(['Photo 1 (cover)', 'Photo 2']));
    expect(screen.getByRole('button', { name: 'Add photos' })).toBeDisabled();
  });
});
