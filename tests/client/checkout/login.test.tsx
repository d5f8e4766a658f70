import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { refusal, stubEndpoint, stubOk } from '../msw';
import { makeOrder, makeSession, renderCheckout, slideByKeyboard, stubOrder, stubSlider, testKeyPair } from './harness';

let serverKey: Awaited<ReturnType<typeof testKeyPair>>;

beforeAll(async () => {
  serverKey = await testKeyPair();
});

async function openLogin(user: ReturnType<typeof userEvent.setup>) {
  stubOrder(makeOrder());
  renderCheckout();
  await user.click(await screen.findByRole('button', { name: /Log in to wallet account/ }));
  return screen.findByRole('form', { name: 'Log in to your wallet' });
}

describe('the slide-to-verify control', () => {
  it('is a slider from 0 to 100 with a label, a value text and a description', async () => {
    const user = userEvent.setup();
    await openLogin(user);
    const slider = screen.getByRole('slider', { name: 'Slide to verify' });
    expect(slider).toHaveAttribute('aria-valuemin', '0');
    expect(slider).toHaveAttribute('aria-valuemax', '100');
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    expect(slider).toHaveAttribute('aria-valuetext', '0 percent');
    expect(slider).toHaveAttribute('tabindex', '0');
    expect(slider).toHaveAccessibleDescription('Slide the bar to the right end');
  });

  it('moves by the arrow keys (10 a step), Home and Page Up; starting opens a challenge; End completes it and earns the token', async () => {
    const user = userEvent.setup();
    const { starts, verifies } = stubSlider();
    await openLogin(user);
    const slider = screen.getByRole('slider', { name: 'Slide to verify' });
    slider.focus();

    await user.keyboard('{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '10');
    await user.keyboard('{ArrowRight}{ArrowUp}');
    expect(slider).toHaveAttribute('aria-valuenow', '30');
    await user.keyboard('{ArrowLeft}');
    expect(slider).toHaveAttribute('aria-valuenow', '20');
    await user.keyboard('{PageUp}');
    expect(slider).toHaveAttribute('aria-valuenow', '45');
    await user.keyboard('{Home}');
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    expect(verifies).toHaveLength(0);
    await waitFor(() => expect(starts).toHaveLength(1));
    expect(starts[0]!.body).toEqual({ order_id: makeOrder().order_id });

    await user.keyboard('{End}');
    expect(slider).toHaveAttribute('aria-valuenow', '100');
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuetext', 'Verified'));
    expect(verifies).toHaveLength(1);
    expect(verifies[0]!.body).toMatchObject({ challenge_id: 'challenge-1', position: 1 });
    // Even an immediate End is verified no sooner than 400 ms after the start (the server refuses under 300 ms).
    expect(verifies[0]!.body.elapsed_ms).toBeGreaterThanOrEqual(400);
    expect(slider).toHaveAttribute('aria-disabled', 'true');
    expect(slider).toHaveAttribute('aria-valuetext', 'Verified');
    // Done: more keys change nothing and open no second challenge.
    await user.keyboard('{Home}');
    expect(slider).toHaveAttribute('aria-valuenow', '100');
    expect(starts).toHaveLength(1);
  });

  it('follows a pointer drag: released short of the end it springs back, dragged to the end it verifies', async () => {
    const user = userEvent.setup();
    const { starts, verifies } = stubSlider();
    await openLogin(user);
    const slider = screen.getByRole('slider', { name: 'Slide to verify' });
    const track = slider.parentElement!;
    // jsdom has no layout: give the track 300 px and the handle 52 px.
    Object.defineProperty(track, 'clientWidth', { value: 300 });
    Object.defineProperty(slider, 'offsetWidth', { value: 52 });

    fireEvent.pointerDown(slider, { clientX: 10, pointerId: 1 });
    fireEvent.pointerMove(slider, { clientX: 134, pointerId: 1 });
    expect(slider).toHaveAttribute('aria-valuenow', '50');
    fireEvent.pointerUp(slider, { clientX: 134, pointerId: 1 });
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    expect(verifies).toHaveLength(0);

    fireEvent.pointerDown(slider, { clientX: 10, pointerId: 1 });
    fireEvent.pointerMove(slider, { clientX: 200, pointerId: 1 });
    fireEvent.pointerMove(slider, { clientX: 400, pointerId: 1 });
    expect(slider).toHaveAttribute('aria-valuenow', '100');
    fireEvent.pointerUp(slider, { clientX: 400, pointerId: 1 });
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuetext', 'Verified'));
    expect(starts).toHaveLength(1);
    expect(verifies[0]!.body).toMatchObject({ challenge_id: 'challenge-1', position: 1 });
  });

  it('a refused verification says why (the server’s words) and returns to the start, ready for a new challenge', async () => {
    const user = userEvent.setup();
    const starts = stubOk('/v1/checkout/slider/start', { challenge_id: 'challenge-1', expire_time: new Date(Date.now() + 60_000).toISOString() });
    stubEndpoint('/v1/checkout/slider/verify', refusal(4000, 'The bar was slid too fast. Please slide it again.', { field: 'elapsed_ms', key: 'kassa.server.sliderTooFast' }));
    await openLogin(user);
    const slider = screen.getByRole('slider', { name: 'Slide to verify' });
    slider.focus();
    await user.keyboard('{End}');
    expect(await screen.findAllByText('The bar was slid too fast. Please slide it again.')).not.toHaveLength(0);
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    expect(slider).not.toHaveAttribute('aria-disabled');
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(starts).toHaveLength(2));
  });
});

describe('wallet login', () => {
  it("says 'Please enter username first', that the password is required, and 'Please slide the bar first', and sends nothing", async () => {
    const user = userEvent.setup();
    const logins = stubOk('/v1/checkout/login', makeSession());
    const form = within(await openLogin(user));

    await user.click(form.getByRole('button', { name: 'Log in' }));
    expect(await form.findByText('Please enter username first')).toBeInTheDocument();
    expect(form.getByLabelText('Username')).toHaveAccessibleDescription('Please enter username first');
    expect(form.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByLabelText('Username')).toHaveFocus();
    expect(form.getByText('This field is required')).toBeInTheDocument();
    expect(form.getByLabelText('Password')).toHaveAccessibleDescription('This field is required');

    await user.type(form.getByLabelText('Username'), 'payer01');
    await user.type(form.getByLabelText('Password'), 'secret-pass');
    await user.click(form.getByRole('button', { name: 'Log in' }));
    expect(await form.findByText('Please slide the bar first')).toBeInTheDocument();
    expect(form.queryByText('Please enter username first')).not.toBeInTheDocument();
    expect(form.getByRole('slider')).toHaveAccessibleDescription(/Please slide the bar first/);
    expect(form.getByRole('slider')).toHaveFocus();
    expect(logins).toHaveLength(0);
  });

  it('sends the password RSA-encrypted with get_pub_key, the username and the slider token, then shows the payment screen', async () => {
    const user = userEvent.setup();
    stubSlider();
    const keys = stubOk('/v1/merchant/auth/get_pub_key', { pub_key: serverKey.publicKeyPem, algorithm: 'RSA-OAEP-256' });
    const logins = stubOk('/v1/checkout/login', makeSession());
    const form = within(await openLogin(user));
    await user.type(form.getByLabelText('Username'), ' payer01 ');
    await user.type(form.getByLabelText('Password'), 'secret-pass');
    await slideByKeyboard(user);
    await user.click(form.getByRole('button', { name: 'Log in' }));

    await screen.findByRole('heading', { name: 'Confirm payment' });
    expect(keys).toHaveLength(1);
    expect(logins).toHaveLength(1);
    const sent = logins[0]!.body;
    expect(sent).toMatchObject({ order_id: makeOrder().order_id, username: 'payer01', slider_token: 'slider-token-1' });
    expect(sent.password).not.toContain('secret-pass');
    expect(await serverKey.decrypt(sent.password)).toBe('secret-pass');
    expect(logins[0]!.headers.get('X-Payer-Token')).toBeNull();
  });

  it('shows a refused login (wrong password, locked) clearly and asks for a new slide, since the token is single-use', async () => {
    const user = userEvent.setup();
    stubSlider();
    stubOk('/v1/merchant/auth/get_pub_key', { pub_key: serverKey.publicKeyPem, algorithm: 'RSA-OAEP-256' });
    const logins = stubEndpoint('/v1/checkout/login', refusal(4001, 'Wrong username or password'));
    const form = within(await openLogin(user));
    await user.type(form.getByLabelText('Username'), 'payer01');
    await user.type(form.getByLabelText('Password'), 'wrong-pass');
    await slideByKeyboard(user);
    await user.click(form.getByRole('button', { name: 'Log in' }));

    expect(await form.findByRole('alert')).toHaveTextContent('Wrong username or password');
    expect(logins).toHaveLength(1);
    const slider = form.getByRole('slider');
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    expect(slider).toHaveAttribute('aria-valuetext', '0 percent');
    await user.click(form.getByRole('button', { name: 'Log in' }));
    expect(await form.findByText('Please slide the bar first')).toBeInTheDocument();
    expect(logins).toHaveLength(1);
    await act(async () => undefined);
  });
});
