import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import patterns that reach a top-level folder of ours from anywhere below the root. */
function forbiddenFolders(folders) {
  return folders.map((folder) => ({
    regex: String.raw`^(\.\./)+${folder}/`,
    message: `DESIGN §3: this folder may not import ${folder}/.`,
  }));
}

/** One no-restricted-imports block per folder, naming the top-level folders it may not import. */
function boundaries(forbidden) {
  return Object.entries(forbidden).map(([files, folders]) => ({
    files: [files],
    rules: { 'no-restricted-imports': ['error', { patterns: forbiddenFolders(folders) }] },
  }));
}

export default tseslint.config(
  { ignores: ['node_modules', 'build', 'storybook-static', 'storybook-static-*', '.parcel-cache', 'server/db/migrations', 'tests/visual/__*'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // DESIGN §3's arrows, kept by the linter: app → (ui-kit, machines, contract); machines → contract;
  // ui-kit → nothing of ours; server → contract; nothing imports app/, server/ or tests/ (stories and
  // tests may import what they show and test). renderer/ (the layout renderer app/ and player/ share)
  // imports contract/ only; player/ imports renderer/, machines/ and contract/, never app/.
  ...boundaries({
    'contract/**': ['app', 'machines', 'ui-kit', 'server', 'player', 'renderer', 'stories', 'tests'],
    'machines/**': ['app', 'ui-kit', 'server', 'player', 'renderer', 'stories', 'tests'],
    'ui-kit/**': ['app', 'machines', 'contract', 'server', 'player', 'renderer', 'stories', 'tests'],
    'renderer/**': ['app', 'machines', 'ui-kit', 'server', 'player', 'stories', 'tests'],
    'server/**': ['app', 'machines', 'ui-kit', 'player', 'renderer', 'stories', 'tests'],
    'app/**': ['server', 'player', 'stories', 'tests'],
    'player/**': ['app', 'server', 'stories', 'tests'],
  }),
  {
    // A feature uses the shared folders (lists, mutations), never another feature's files.
    files: ['app/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...forbiddenFolders(['server', 'player', 'stories', 'tests']),
            {
              regex: String.raw`^\.\./(?!lists/|mutations/)[^./][^/]*/`,
              message: "A feature does not reach into another feature's files: move what both use to a shared folder (lists, mutations).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['app/**/*.tsx', 'player/**/*.tsx', 'renderer/**/*.tsx', 'ui-kit/**/*.tsx', 'stories/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
