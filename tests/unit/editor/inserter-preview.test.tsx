import { act, fireEvent, render, screen } from '@testing-library/react';
import { Inserter } from '#editor/inserter/inserter.tsx';
import { PREVIEW_DELAY_MS } from '#editor/inserter/inserter-preview.tsx';
import { AUTHORING_BLOCKS } from '../../fixtures/editor/authoring.ts';

/** A screen as wide as a laptop's: the inserter shows previews. */
function wideScreen(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

/** Lets `ms` of the clock go by. */
const pass = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });
const arrowDown = () => fireEvent.keyDown(screen.getByRole('combobox', { name: 'Search blocks' }), { key: 'ArrowDown' });
const frames = () => screen.queryAllByTitle(/^Preview: /).map((frame) => frame.getAttribute('title'));

describe('Inserter: the preview of the highlighted block', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('follows the highlight once it rests, never loading the blocks passed on the way', () => {
    wideScreen(true);
    // every block with an example, so any preview on the way would show
    const blocks = AUTHORING_BLOCKS.map((block) => ({ ...block, example: block.example ?? {} }));
    render(<Inserter blocks={blocks} onChoose={vi.fn()} apiBaseUrl="/" />);
    expect(frames()).toEqual(['Preview: Add to cart']);

    // Cart and checkout, Quick shop and Suggested products, each passed before the delay
    for (let step = 0; step < 3; step += 1) {
      arrowDown();
      pass(PREVIEW_DELAY_MS / 2);
      expect(frames()).toEqual([]);
    }
    pass(PREVIEW_DELAY_MS / 2 - 1);
    expect(frames()).toEqual([]);
    pass(1);
    expect(frames()).toEqual(['Preview: Suggested products']);
  });

  it('says so for a block without an example', () => {
    wideScreen(true);
    render(<Inserter blocks={AUTHORING_BLOCKS} onChoose={vi.fn()} apiBaseUrl="/" />);
    arrowDown();
    pass(PREVIEW_DELAY_MS);
    expect(screen.getByText('No preview for this block.')).toBeInTheDocument();
    expect(frames()).toEqual([]);
  });

  it('shows no preview on a narrow screen', () => {
    wideScreen(false);
    render(<Inserter blocks={AUTHORING_BLOCKS} onChoose={vi.fn()} apiBaseUrl="/" />);
    pass(PREVIEW_DELAY_MS);
    expect(frames()).toEqual([]);
    expect(screen.queryByText('No preview for this block.')).not.toBeInTheDocument();
  });
});
