/** Survey and Raffle (document 2 §2.3 "Survey and raffle"). */
import { page, pending } from './analytics';
import { commonRoutes } from './common';
import { defineBundle, route } from './define';
import { chatbotGroup, entry, inboxEntry, settingsGroup } from './menu-parts';

export const surveyAndRaffle = defineBundle({
  key: 'survey-and-raffle',
  serviceBundles: ['survey-and-raffle-bundle'],
  label: 'Survey and Raffle',
  dashboard: 'survey-overview',
  routes: [
    route('survey-overview', 'overview', 'Overview'),
    route('survey-performance', 'overview/performance', 'Performance', 'survey-overview'),
    route('survey-campaigns', 'campaign', 'Campaigns'),
    route('survey-broadcast', 'broadcast', 'Broadcast'),
    route('survey-customer-segment', 'customer-segment', 'Customer Segment'),
    route('survey-activities', 'activities', 'Activities'),
    route('survey-winners', 'winners', 'Winners'),
    route('raffle-draw', 'raffle-draw', 'Raffle Draw'),
    route('raffle-draw-new', 'raffle-draw/create', 'Create Raffle Draw', 'raffle-draw'),
    route('raffle-draw-details', 'raffle-draw/:uuid/details', 'Raffle Draw Details', 'raffle-draw'),
    route('survey-referrals', 'referrals', 'Referrals'),
    ...commonRoutes(),
  ],
  menu: [
    {
      title: 'Survey and Raffle',
      entries: [
        entry('Dashboard', 'survey-overview', 'DashboardOutlined'),
        entry('Performance', 'survey-performance', 'InsightsOutlined'),
        entry('Campaigns', 'survey-campaigns', 'PollOutlined'),
        entry('Activities', 'survey-activities', 'EventNoteOutlined'),
        entry('Winners', 'survey-winners', 'EmojiEventsOutlined'),
        entry('Raffle Draw', 'raffle-draw', 'CasinoOutlined'),
        inboxEntry,
        entry('Notification Manager', 'notifications', 'NotificationsOutlined'),
      ],
    },
    {
      title: 'Marketing Tools',
      entries: [
        entry('Broadcast', 'survey-broadcast', 'CampaignOutlined'),
        entry('Customer Segment', 'survey-customer-segment', 'GroupsOutlined'),
        entry('Referrals', 'survey-referrals', 'ShareOutlined'),
      ],
    },
    chatbotGroup,
    settingsGroup('standard'),
  ],
  // Surveys and raffles are not recorded yet: the pages say what will appear once they are.
  analytics: {
    'survey-overview': page(
      pending(
        'survey-responses',
        'Survey Responses',
        'Survey responses appear here once the survey bundle is set up and your first survey campaign runs.',
      ),
      pending(
        'raffle-entries',
        'Raffle Entries',
        'Raffle entries and winners appear here once the survey bundle is set up and your first raffle draw runs.',
      ),
    ),
    'survey-performance': page(
      pending(
        'campaign-performance',
        'Campaign Performance',
        'How each survey campaign does (sent, answered, completed) appears here once the survey bundle is set up.',
      ),
    ),
  },
});
