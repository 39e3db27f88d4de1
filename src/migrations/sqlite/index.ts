import * as migration_20261121_054423_initial from './20261121_054423_initial'
import * as migration_20261123_111235_leads_outbox from './20261123_111235_leads_outbox'
import * as migration_20261123_113000_rate_limits from './20261123_113000_rate_limits'
import * as migration_20261123_113925_careers_newsletter_privacy from './20261123_113925_careers_newsletter_privacy'
import * as migration_20261123_140000_graphql_persisted_queries from './20261123_140000_graphql_persisted_queries'
import * as migration_20261123_141445_drafts_autosave from './20261123_141445_drafts_autosave'
import * as migration_20261124_213000_media_pictures from './20261124_213000_media_pictures'
import * as migration_20261124_213011_ux_noindex_portfolio from './20261124_213011_ux_noindex_portfolio'
import * as migration_20261124_213423_staff_workflow from './20261124_213423_staff_workflow'
import * as migration_20261124_214921_storage_fields from './20261124_214921_storage_fields'
import * as migration_20261124_220000_content_changes from './20261124_220000_content_changes'
import * as migration_20261125_010300_dashboard_index from './20261125_010300_dashboard_index'
import * as migration_20261126_205543_trapped_sends from './20261126_205543_trapped_sends'
import * as migration_20261126_210319_file_deletions from './20261126_210319_file_deletions'
import * as migration_20261127_004206_workspace_staff from './20261127_004206_workspace_staff'
import * as migration_20261127_004447_redirects from './20261127_004447_redirects'
import * as migration_20261127_004606_access_retention from './20261127_004606_access_retention'
import * as migration_20261127_004640_schedule_and_edge_purges from './20261127_004640_schedule_and_edge_purges'
import * as migration_20261127_041336_lead_origin from './20261127_041336_lead_origin'
import * as migration_20261127_041906_second_factor from './20261127_041906_second_factor'
import * as migration_20261127_112609_posts_cover from './20261127_112609_posts_cover'
import * as migration_20261127_225144_posts_body_pictures from './20261127_225144_posts_body_pictures'
import * as migration_20261127_230840_price_guide from './20261127_230840_price_guide'
import * as migration_20261129_061720_posts_lexical_body from './20261129_061720_posts_lexical_body'
import * as migration_20261129_100000_pages_site_order from './20261129_100000_pages_site_order'
import * as migration_20261129_170000_users_named from './20261129_170000_users_named'

export const migrations = [
  {
    up: migration_20261121_054423_initial.up,
    down: migration_20261121_054423_initial.down,
    name: '20261121_054423_initial',
  },
  {
    up: migration_20261123_111235_leads_outbox.up,
    down: migration_20261123_111235_leads_outbox.down,
    name: '20261123_111235_leads_outbox',
  },
  {
    up: migration_20261123_113000_rate_limits.up,
    down: migration_20261123_113000_rate_limits.down,
    name: '20261123_113000_rate_limits',
  },
  {
    up: migration_20261123_113925_careers_newsletter_privacy.up,
    down: migration_20261123_113925_careers_newsletter_privacy.down,
    name: '20261123_113925_careers_newsletter_privacy',
  },
  {
    up: migration_20261123_140000_graphql_persisted_queries.up,
    down: migration_20261123_140000_graphql_persisted_queries.down,
    name: '20261123_140000_graphql_persisted_queries',
  },
  {
    up: migration_20261123_141445_drafts_autosave.up,
    down: migration_20261123_141445_drafts_autosave.down,
    name: '20261123_141445_drafts_autosave',
  },
  {
    up: migration_20261124_213000_media_pictures.up,
    down: migration_20261124_213000_media_pictures.down,
    name: '20261124_213000_media_pictures',
  },
  {
    up: migration_20261124_213011_ux_noindex_portfolio.up,
    down: migration_20261124_213011_ux_noindex_portfolio.down,
    name: '20261124_213011_ux_noindex_portfolio',
  },
  {
    up: migration_20261124_213423_staff_workflow.up,
    down: migration_20261124_213423_staff_workflow.down,
    name: '20261124_213423_staff_workflow',
  },
  {
    up: migration_20261124_214921_storage_fields.up,
    down: migration_20261124_214921_storage_fields.down,
    name: '20261124_214921_storage_fields',
  },
  {
    up: migration_20261124_220000_content_changes.up,
    down: migration_20261124_220000_content_changes.down,
    name: '20261124_220000_content_changes',
  },
  {
    up: migration_20261125_010300_dashboard_index.up,
    down: migration_20261125_010300_dashboard_index.down,
    name: '20261125_010300_dashboard_index',
  },
  {
    up: migration_20261126_205543_trapped_sends.up,
    down: migration_20261126_205543_trapped_sends.down,
    name: '20261126_205543_trapped_sends',
  },
  {
    up: migration_20261126_210319_file_deletions.up,
    down: migration_20261126_210319_file_deletions.down,
    name: '20261126_210319_file_deletions',
  },
  {
    up: migration_20261127_004206_workspace_staff.up,
    down: migration_20261127_004206_workspace_staff.down,
    name: '20261127_004206_workspace_staff',
  },
  {
    up: migration_20261127_004447_redirects.up,
    down: migration_20261127_004447_redirects.down,
    name: '20261127_004447_redirects',
  },
  {
    up: migration_20261127_004606_access_retention.up,
    down: migration_20261127_004606_access_retention.down,
    name: '20261127_004606_access_retention',
  },
  {
    up: migration_20261127_004640_schedule_and_edge_purges.up,
    down: migration_20261127_004640_schedule_and_edge_purges.down,
    name: '20261127_004640_schedule_and_edge_purges',
  },
  {
    up: migration_20261127_041336_lead_origin.up,
    down: migration_20261127_041336_lead_origin.down,
    name: '20261127_041336_lead_origin',
  },
  {
    up: migration_20261127_041906_second_factor.up,
    down: migration_20261127_041906_second_factor.down,
    name: '20261127_041906_second_factor',
  },
  {
    up: migration_20261127_112609_posts_cover.up,
    down: migration_20261127_112609_posts_cover.down,
    name: '20261127_112609_posts_cover',
  },
  {
    up: migration_20261127_225144_posts_body_pictures.up,
    down: migration_20261127_225144_posts_body_pictures.down,
    name: '20261127_225144_posts_body_pictures',
  },
  {
    up: migration_20261127_230840_price_guide.up,
    down: migration_20261127_230840_price_guide.down,
    name: '20261127_230840_price_guide',
  },
  {
    up: migration_20261129_061720_posts_lexical_body.up,
    down: migration_20261129_061720_posts_lexical_body.down,
    name: '20261129_061720_posts_lexical_body',
  },
  {
    up: migration_20261129_100000_pages_site_order.up,
    down: migration_20261129_100000_pages_site_order.down,
    name: '20261129_100000_pages_site_order',
  },
  {
    up: migration_20261129_170000_users_named.up,
    down: migration_20261129_170000_users_named.down,
    name: '20261129_170000_users_named',
  },
]
