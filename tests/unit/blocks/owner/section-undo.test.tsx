import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import popupsBlock from '../../../../blocks/owner/home-page-popups/index.ts';
import productsBlock from '../../../../blocks/owner/home-page-products/index.ts';
import videoBlock from '../../../../blocks/owner/home-page-video/index.ts';
import { formatChangeTime } from '../../../../blocks/owner/shared/use-section-undo.ts';
import { never, type FakeHandler } from '../../../support/fake-fetch.ts';
import { renderIslands } from '../../../support/render-islands.tsx';
import {
  CHOICES_ROUTE,
  demoProducts,
  OWNER,
  popupSaved,
  POPUPS_PUT,
  POPUPS_ROUTE,
  popups,
  productChoices,
  revisionConflict,
  SECTIONS_ROUTE,
  sections,
} from '../../../fixtures/owner/products-and-popups.ts';
import {
  EARLIER_CHANGE_AT,
  historyRoute,
  LAST_CHANGE_AT,
  sectionHistory,
  undone,
  undoRoute,
} from '../../../fixtures/owner/section-history.ts';
import { evening, homeVideoOptions, siteVideo, SITE_VIDEO, VIDEO_OPTIONS } from '../../../fixtures/owner/video.ts';

const [springSale, freeShipping] = popups as [(typeof popups)[0], (typeof popups)[0]];
const owner = { siteId: 'demo', editMode: true, user: OWNER };
const at = (iso: string) => formatChangeTime(iso, 'en-US');
const undoButton = () => screen.getByRole('button', { name: 'Undo last change' });

/** The popups section of site demo in edit mode: Free shipping chosen, `steps` changes kept. */
function renderPopups(steps: number, routes: Record<string, FakeHandler> = {}) {
  return renderIslands(
    <popupsBlock.component />,
    {
      [SECTIONS_ROUTE]: () => ({ data: sections({ popup: freeShipping }) }),
      [POPUPS_ROUTE]: () => ({ data: popups }),
      [POPUPS_PUT]: popupSaved(),
      [historyRoute('homePagePopups')]: () => ({ data: sectionHistory(steps) }),
      ...routes,
    },
    owner,
  );
}

const popupsBack = (popup: (typeof popups)[0] | null) => (revision: number) => ({
  currentPopupId: popup?.popupId ?? null,
  currentPopup: popup,
  revision,
});

describe('Undo last change of a home-page section', () => {
  it('says when and by whom the last change was made; Undo puts the value before it back and says so', async () => {
    const view = renderPopups(2, { [undoRoute('homePagePopups')]: undone(popupsBack(springSale), EARLIER_CHANGE_AT, 1) });
    expect(await screen.findByRole('radio', { name: 'Free shipping weekend' })).toBeChecked();
    await waitFor(() => expect(undoButton()).not.toHaveAttribute('aria-disabled'));
    expect(undoButton()).toHaveAccessibleDescription(`Undo takes back the change of ${at(LAST_CHANGE_AT)} by Dana Rivers.`);
    expect(view.calls('GET', '/api/pws/site-settings-section/current/homePagePopups/history')[0]?.search).toBe('?siteId=demo');

    await userEvent.click(undoButton());
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Spring sale' })).toBeChecked());
    const [sent] = view.calls('POST', '/api/pws/site-settings-section/current/homePagePopups/undo');
    expect([sent?.body, sent?.search]).toEqual([{ revision: 4 }, '?siteId=demo']);
    expect(screen.getByRole('status')).toHaveTextContent(`Undone: back to the version of ${at(EARLIER_CHANGE_AT)}.`);
    // The history the undo answered is the new revision's: no second request, and Undo can go further back.
    expect(undoButton()).toHaveAccessibleDescription(
      `Undo takes back the change of ${at(LAST_CHANGE_AT)} by someone from support.`,
    );
    expect(view.calls('GET', '/api/pws/site-settings-section/current/homePagePopups/history')).toHaveLength(1);
    await waitFor(() => expect(undoButton()).toHaveFocus());
    expect(view.container.querySelector('.cmsb-popup-chooser')).toHaveAttribute('data-status', 'saved');
  });

  it("names the viewer's own change as theirs", async () => {
    renderPopups(1, { [historyRoute('homePagePopups')]: () => ({ data: sectionHistory(1, { who: 'you' }) }) });
    await waitFor(() =>
      expect(undoButton()).toHaveAccessibleDescription(`Undo takes back the change of ${at(LAST_CHANGE_AT)} by you.`),
    );
  });

  it('is unavailable, saying why, when there is nothing to undo; a press sends nothing', async () => {
    const view = renderPopups(0);
    await waitFor(() => expect(undoButton()).toHaveAccessibleDescription('Nothing to undo.'));
    expect(undoButton()).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(undoButton());
    expect(view.calls('POST', '/api/pws/site-settings-section/current/homePagePopups/undo')).toHaveLength(0);
  });

  it('after the last change is undone, Undo keeps the focus, unavailable, and the earlier version is named', async () => {
    renderPopups(1, { [undoRoute('homePagePopups')]: undone(popupsBack(null), null, 0) });
    await waitFor(() => expect(undoButton()).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(undoButton());
    await waitFor(() => expect(screen.getByRole('radio', { name: 'No popup' })).toBeChecked());
    expect(screen.getByRole('status')).toHaveTextContent('Undone: back to the earlier version.');
    expect(undoButton()).toHaveAttribute('aria-disabled', 'true');
    expect(undoButton()).toHaveFocus();
  });

  it('says so when the change history could not be loaded, and Undo is unavailable', async () => {
    renderPopups(2, { [historyRoute('homePagePopups')]: () => ({ status: 500, messages: [] }) });
    await waitFor(() => expect(undoButton()).toHaveAccessibleDescription('The change history could not be loaded.'));
    expect(undoButton()).toHaveAttribute('aria-disabled', 'true');
  });

  it('says Undo waits while a change is being saved', async () => {
    renderPopups(2, { [POPUPS_PUT]: never });
    await waitFor(() => expect(undoButton()).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(screen.getByRole('radio', { name: 'Spring sale' }));
    await waitFor(() => expect(undoButton()).toHaveAttribute('aria-disabled', 'true'));
    expect(undoButton()).toHaveAccessibleDescription(/Undo is available once the change is saved\.$/);
  });

  it('keeps what is shown when the undo fails, and says why', async () => {
    const refusal = { type: 'error', source: 'revision', code: 'failed', value: 'The server is busy.' };
    renderPopups(2, { [undoRoute('homePagePopups')]: () => ({ status: 500, messages: [refusal] }) });
    await waitFor(() => expect(undoButton()).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(undoButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('The server is busy. Nothing was undone.');
    expect(screen.getByRole('radio', { name: 'Free shipping weekend' })).toBeChecked();
    await waitFor(() => expect(undoButton()).toHaveFocus());
  });

  it('offers Reload when the section was changed elsewhere, and shows the latest after it', async () => {
    let reads = 0;
    const view = renderPopups(2, {
      [SECTIONS_ROUTE]: () => ({
        data: reads++ === 0 ? sections({ popup: freeShipping }) : sections({ popup: springSale, revision: 6 }),
      }),
      [undoRoute('homePagePopups')]: revisionConflict,
    });
    await waitFor(() => expect(undoButton()).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(undoButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Changed elsewhere: reload to see the latest');
    expect(screen.getByRole('radio', { name: 'Free shipping weekend' })).toBeChecked();
    // Undo is unavailable until Reload: its revision is known to be stale.
    expect(undoButton()).toHaveAttribute('aria-disabled', 'true');
    expect(undoButton()).toHaveAccessibleDescription(/Changed elsewhere: reload before undoing\.$/);
    await userEvent.click(undoButton());
    expect(view.calls('POST', '/api/pws/site-settings-section/current/homePagePopups/undo')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Spring sale' })).toBeChecked());
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    await waitFor(() => expect(undoButton()).not.toHaveAttribute('aria-disabled'));
    // The latest revision's history is asked for.
    expect(view.calls('GET', '/api/pws/site-settings-section/current/homePagePopups/history')).toHaveLength(2);
  });

  it('takes no other change while an undo is under way, so the two never name the same revision', async () => {
    let answer: (() => void) | undefined;
    const answered = undone(popupsBack(springSale), EARLIER_CHANGE_AT, 1);
    const view = renderPopups(2, {
      [undoRoute('homePagePopups')]: (request) =>
        new Promise((resolve) => {
          answer = () => void Promise.resolve(answered(request)).then(resolve);
        }),
    });
    await waitFor(() => expect(undoButton()).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(undoButton());
    await waitFor(() => expect(answer).toBeDefined());
    const noPopup = screen.getByRole('radio', { name: 'No popup' });
    expect(noPopup).toBeDisabled();
    await userEvent.click(noPopup);
    expect(view.calls('PUT', '/api/pws/site-settings-section/current/homePagePopups')).toHaveLength(0);
    answer?.();
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Spring sale' })).toBeChecked());
    expect(screen.getByRole('status')).toHaveTextContent(`Undone: back to the version of ${at(EARLIER_CHANGE_AT)}.`);
    expect(noPopup).toBeEnabled();
  });

  it('shows the status of a change made after an undo, not the undo', async () => {
    renderPopups(2, { [undoRoute('homePagePopups')]: undone(popupsBack(springSale), EARLIER_CHANGE_AT, 1) });
    await waitFor(() => expect(undoButton()).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(undoButton());
    await screen.findByText(/Undone: back to the version of/);
    await userEvent.click(screen.getByRole('radio', { name: 'No popup' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved'));
    expect(screen.queryByText(/Undone/)).toBeNull();
  });

  it('puts back the products and their order', async () => {
    const [first, second, third, fourth] = demoProducts;
    const before = [first, second, third].flatMap((product) => (product ? [product] : []));
    const view = renderIslands(
      <productsBlock.component />,
      {
        [SECTIONS_ROUTE]: () => ({ data: sections({ products: [fourth, first].flatMap((p) => (p ? [p] : [])) }) }),
        [CHOICES_ROUTE]: () => ({ data: productChoices }),
        [historyRoute('homePageProducts')]: () => ({ data: sectionHistory(1) }),
        [undoRoute('homePageProducts')]: undone(
          (revision) => ({ productCount: 3, productIds: before.map((p) => p.productId), products: before, revision }),
          EARLIER_CHANGE_AT,
          0,
        ),
      },
      owner,
    );
    await waitFor(() => expect(undoButton()).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(undoButton());
    await waitFor(() =>
      expect([...view.container.querySelectorAll('.cmsb-hpp__card')].map((card) => card.getAttribute('data-product'))).toEqual([
        'P100',
        'P101',
        'P102',
      ]),
    );
    expect(screen.getByRole('status')).toHaveTextContent(`Undone: back to the version of ${at(EARLIER_CHANGE_AT)}.`);
  });

  it('puts the video back, or none when there was none before the first choice', async () => {
    renderIslands(
      <videoBlock.component />,
      {
        [SITE_VIDEO]: () => ({ data: siteVideo(evening, true) }),
        [VIDEO_OPTIONS]: () => ({ data: homeVideoOptions }),
        [historyRoute('homePageVideo')]: () => ({ data: sectionHistory(1, null) }),
        [undoRoute('homePageVideo')]: undone((revision) => siteVideo(null, true, revision), null, 0),
      },
      owner,
    );
    await waitFor(() => expect(undoButton()).not.toHaveAttribute('aria-disabled'));
    // The account that made the change is gone: no name.
    expect(undoButton()).toHaveAccessibleDescription(`Undo takes back the change of ${at(LAST_CHANGE_AT)}.`);
    await userEvent.click(undoButton());
    expect(await screen.findByText('No video yet')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Undone: back to the earlier version.');
    expect(screen.getByRole('radio', { name: 'My evening routine' })).not.toBeChecked();
  });
});
