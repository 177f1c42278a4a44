/**
 * Unit-test setup. The slider loads the code a module can show its first slide without (the slide-change pipeline,
 * the background transitions and their frame maths, the rarer ease curves, the slideshow's order, Ken Burns' maths, actions, the page
 * scroller) with dynamic imports once that slide shows or at first use (late-unit.ts). Tests that step a fake clock
 * expect a change to start within the ticks they advance, as it does in a page where those chunks have long arrived;
 * a cold import is a transform away (it lost that race once on CI). Loading them here, before any test file runs,
 * takes the race out.
 */
const { loadSlideChanges } = await import('./runtime/late-pipeline.ts');
const { loadPageScroller } = await import('./runtime/late-page-scroll.ts');
await Promise.all([
  loadSlideChanges(),
  loadPageScroller(),
  import('./runtime/slideshow-order.ts'),
  import('./anim/pan.ts'),
  import('./runtime/actions.ts'),
  import('./runtime/modal-bridge.ts'),
]);

export {};
