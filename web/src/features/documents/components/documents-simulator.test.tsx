import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toastStore } from '../../../shared/ui/toast-store';
import { pngFile, renderWalletOverlay, signInOnSimulator } from '../../../testing/render-overlay';
import { useSimulator } from '../../../testing/simulator';

const toasts = () => toastStore.getSnapshot().map((item) => item.message);

describe('identity documents against the simulator', () => {
  useSimulator();

  it('sends the four documents and shows them under review', async () => {
    await signInOnSimulator();
    const user = userEvent.setup();
    renderWalletOverlay('uploadDocuments');
    await user.click(await screen.findByRole('button', { name: 'Submit documents' }, { timeout: 10_000 }));
    expect(screen.getByText('Please upload: ID proof')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Add files: ID proof'), pngFile('id.png'));
    await user.upload(screen.getByLabelText('Add files: Photo holding your ID'), pngFile('hold.png'));
    await user.upload(screen.getByLabelText('Add files: Address proof'), pngFile('address.png'));
    // Each file goes to the server as it is chosen; the form counts a proof once it is there.
    for (const name of ['id.png', 'hold.png', 'address.png']) await screen.findByText(name);
    await user.click(screen.getByRole('button', { name: 'Submit documents' }));
    expect(screen.getByText('Please upload: Payment proof')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Add files: Payment proof'), [
      pngFile('p1.png'),
      pngFile('p2.png'),
    ]);
    await screen.findByText('p2.png');
    await user.click(screen.getByRole('button', { name: 'Submit documents' }));
    expect(await screen.findByText(/Under review/, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(toasts()).toContain('Your documents were sent for review.');
  }, 30_000);
  it('refuses a wrong type and a large file before sending, and the server refuses fake content', async () => {
    await signInOnSimulator();
    const user = userEvent.setup({ applyAccept: false });
    renderWalletOverlay('uploadDocuments');
    const input = await screen.findByLabelText('Add files: ID proof', {}, { timeout: 10_000 });
    await user.upload(input, new File(['GIF89a'], 'id.gif', { type: 'image/gif' }));
    expect(screen.getByText('Only JPEG, PNG or BMP images can be uploaded.')).toBeInTheDocument();
    await user.upload(
      input,
      new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }),
    );
    expect(screen.getByText('Each file may be at most 5 MB.')).toBeInTheDocument();
    await act(() => user.upload(input, new File(['not a picture'], 'fake.png', { type: 'image/png' })));
    // The server finds it is no picture; the player reads the same words as for the wrong type.
    expect(await screen.findByText('Only JPEG, PNG or BMP images can be uploaded.')).toBeInTheDocument();
    expect(screen.queryByText(/whatever its name says/)).not.toBeInTheDocument();
  });
});
