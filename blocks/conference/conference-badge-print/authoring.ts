import type { BlockAuthoring } from '#runtime/block.ts';

export default {
  description:
    "For conference staff: prints a custom 4 × 3 inch badge from an RCN, a name, a city and a state or country. Left without RCN and state, it prints an employee's badge with the job title in place of the city.",
  category: 'Conference desk',
  keywords: ['badge', 'print', 'name tag', 'conference', 'label'],
  icon: 'print',
  insertable: true,
  example: {},
} satisfies BlockAuthoring;
