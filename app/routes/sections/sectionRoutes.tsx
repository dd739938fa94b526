import type { RouteObject } from 'react-router';
import { permitted } from '../../routing/adminOnly.tsx';
import { lazyRoute } from '../../routing/lazyRoute.ts';

/**
 * The signed-in sections of docs/product.md#routes other than clients and venues, each screen its own chunk.
 * Each screen but Settings (every signed-in person's own) is for those its permission names (docs/permissions.md):
 * a guard sends anyone else away, and the navigation lists it to the same roles (tests/app/routing/routeAccess.test.ts).
 */
export const sectionRoutes: RouteObject[] = [
  // A client user invites its own venue managers and viewers there (docs/permissions.md#people).
  permitted(['people.read', 'people.invite'], [
    { path: 'users', handle: { crumb: 'Users' }, lazy: lazyRoute(() => import('../users/UsersRoute.tsx'), 'UsersRoute') },
  ]),
  permitted(['content.read'], [
    { path: 'files', handle: { crumb: 'Files' }, lazy: lazyRoute(() => import('../files/FilesRoute.tsx'), 'FilesRoute') },
    { path: 'themes', handle: { crumb: 'Themes' }, lazy: lazyRoute(() => import('../themes/ThemesRoute.tsx'), 'ThemesRoute') },
    { path: 'playlists', handle: { crumb: 'Playlists' }, lazy: lazyRoute(() => import('../playlists/PlaylistsRoute.tsx'), 'PlaylistsRoute') },
    {
      path: 'assets',
      handle: { crumb: 'Assets' },
      children: [
        { index: true, lazy: lazyRoute(() => import('../assets/AssetsRoute.tsx'), 'AssetsRoute') },
        // The layout editor is its own chunk: nothing of it loads before an editor page opens.
        // Creating a layout is for those who may change layouts: an approver is sent away, not shown a Save refused with 403.
        permitted(['content.edit'], [
          { path: 'create', handle: { crumb: 'Create Asset' }, lazy: lazyRoute(() => import('../assets/AssetEditorRoutes.tsx'), 'AssetCreateRoute') },
        ]),
        // The editor, or the layout read-only for those who may not change it (AssetRoute.tsx, docs/permissions.md#in-the-browser).
        { path: ':assetId', handle: { crumb: 'View Asset' }, lazy: lazyRoute(() => import('../assets/AssetRoute.tsx'), 'AssetRoute') },
      ],
    },
  ]),
  // Layouts waiting for approval and their review (docs/permissions.md#approvals): approvers and admins.
  permitted(['approvals.decide'], [
    {
      path: 'approvals',
      handle: { crumb: 'Approvals' },
      children: [
        { index: true, lazy: lazyRoute(() => import('../approvals/ApprovalsRoute.tsx'), 'ApprovalsRoute') },
        { path: ':assetId', handle: { crumb: 'Review' }, lazy: lazyRoute(() => import('../approvals/ApprovalReviewRoute.tsx'), 'ApprovalReviewRoute') },
      ],
    },
  ]),
  // Compliance rule sets and region jurisdictions (docs/compliance.md): admins change them, approvers read them.
  permitted(['compliance.read'], [
    {
      path: 'settings/compliance',
      handle: { crumb: 'Compliance rules' },
      lazy: lazyRoute(() => import('../complianceSettings/ComplianceSettingsRoute.tsx'), 'ComplianceSettingsRoute'),
    },
  ]),
  // Webhook endpoints and their delivery logs (docs/integrations.md), linked from Users.
  permitted(['settings.edit'], [
    { path: 'webhooks', handle: { crumb: 'Webhooks' }, lazy: lazyRoute(() => import('../webhooks/WebhooksRoute.tsx'), 'WebhooksRoute') },
  ]),
  // A client user sees what concerns its own client (docs/scheduling.md); a role without the
  // permission the page's API asks (docs/permissions.md) is sent away as from /approvals.
  // Live data (docs/live-data.md): a client user reads its own client's sources.
  permitted(['data.read'], [
    { path: 'data-sources', handle: { crumb: 'Data sources' }, lazy: lazyRoute(() => import('../dataSources/DataSourcesRoute.tsx'), 'DataSourcesRoute') },
  ]),
  permitted(['schedules.read'], [
    { path: 'takeovers', handle: { crumb: 'Takeovers' }, lazy: lazyRoute(() => import('../takeovers/TakeoversRoute.tsx'), 'TakeoversRoute') },
  ]),
  permitted(['fleet.read'], [
    {
      path: 'screens',
      handle: { crumb: 'Screens' },
      children: [
        { index: true, lazy: lazyRoute(() => import('../fleet/FleetRoute.tsx'), 'FleetRoute') },
        { path: ':displayId', handle: { crumb: 'Display' }, lazy: lazyRoute(() => import('../fleet/FleetDisplayRoute.tsx'), 'FleetDisplayRoute') },
      ],
    },
    // The fleet page's first addresses (/fleet, /fleet/{displayId}) are the server's 301s to these
    // (server/plugins/static-app.ts), not entries here: this table is in the sign-in page's first bundle.
  ]),
  permitted(['reports.read'], [
    // Compliance report (docs/compliance.md#the-compliance-report): proof of play against the rules; its chart loads with it.
    { path: 'compliance', handle: { crumb: 'Compliance' }, lazy: lazyRoute(() => import('../compliance/ComplianceRoute.tsx'), 'ComplianceRoute') },
    // Proof of play: its chart library loads with this route only.
    { path: 'reports', handle: { crumb: 'Reports' }, lazy: lazyRoute(() => import('../reports/ReportsRoute.tsx'), 'ReportsRoute') },
  ]),
  permitted(['activity.read'], [
    { path: 'activity', handle: { crumb: 'Activity' }, lazy: lazyRoute(() => import('../activity/ActivityRoute.tsx'), 'ActivityRoute') },
  ]),
  { path: 'settings', handle: { crumb: 'Settings' }, lazy: lazyRoute(() => import('../settings/SettingsRoute.tsx'), 'SettingsRoute') },
  // Two-factor sign-in and sessions: its own chunk, with the QR code's encoder.
  { path: 'settings/security', handle: { crumb: 'Security' }, lazy: lazyRoute(() => import('../security/SecurityRoute.tsx'), 'SecurityRoute') },
];
