import type { BlockAuthoring } from '#runtime/block.ts';

export default {
  description: "Where the site owner (or an employee) enters the site's Facebook pixel number, to measure their Facebook ads.",
  category: 'Owner tools',
  keywords: ['facebook', 'pixel', 'meta', 'ads', 'tracking', 'settings'],
  icon: 'settings',
  insertable: true,
  example: {},
} satisfies BlockAuthoring;
