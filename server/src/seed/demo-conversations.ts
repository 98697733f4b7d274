/**
 * Demo Messenger conversations of the demo store, in English, Filipino and Taglish. Messages are oldest
 * first; `minutesAgo` is counted from seeding time. Some end with an unanswered customer question (a
 * product, an order) for the assistant to suggest a reply to; one is angry about a late delivery; one was
 * last active three days ago (human-agent window) and one nine days ago (closed window).
 */
export interface DemoMessage {
  sender: 'customer' | 'merchant';
  text: string;
  minutesAgo: number;
}

export interface DemoConversation {
  name: string;
  psid: string;
  messages: DemoMessage[];
}

export const DEMO_CONVERSATIONS: DemoConversation[] = [
  {
    name: 'Ana Reyes',
    psid: '7310000000000001',
    messages: [
      { sender: 'customer', text: 'Hi po! 👋', minutesAgo: 14 },
      { sender: 'customer', text: 'Available pa po ba yung Ube Halaya Jar? Magkano po?', minutesAgo: 12 },
    ],
  },
  {
    name: 'Mark Villanueva',
    psid: '7310000000000002',
    messages: [
      {
        sender: 'customer',
        text: 'Hi, I ordered two Pork Sisig Trays last Monday. When will they arrive?',
        minutesAgo: 7230,
      },
      {
        sender: 'merchant',
        text: 'Hi Mark! Your order ships within 2 days. Thank you for your patience!',
        minutesAgo: 7150,
      },
      { sender: 'customer', text: 'Any update? Still nothing.', minutesAgo: 2900 },
      {
        sender: 'customer',
        text: "It's been 6 days and my order still hasn't arrived. This is unacceptable, and nobody is answering my messages! 😡",
        minutesAgo: 35,
      },
    ],
  },
  {
    name: 'Liza Manalo',
    psid: '7310000000000003',
    messages: [
      {
        sender: 'customer',
        text: 'Magandang hapon po. Nagbayad na po ako kahapon sa GCash.',
        minutesAgo: 1520,
      },
      {
        sender: 'merchant',
        text: 'Salamat po, Liza! Natanggap na po namin ang bayad ninyo.',
        minutesAgo: 1490,
      },
      { sender: 'customer', text: 'Nasaan na po yung order ko? Kailan po darating?', minutesAgo: 90 },
    ],
  },
  {
    name: 'Carlo Dizon',
    psid: '7310000000000004',
    messages: [
      { sender: 'customer', text: 'Do you have the Classic Cotton Tee in XL?', minutesAgo: 340 },
      {
        sender: 'merchant',
        text: 'Hi Carlo! Yes, the Classic Cotton Tee comes in XL in white, black, navy and heather gray. It is ₱349.00.',
        minutesAgo: 325,
      },
      { sender: 'customer', text: "Great, I'll order 2 in navy. Thank you!", minutesAgo: 310 },
      {
        sender: 'merchant',
        text: 'Noted! Here is your checkout link. Thank you for shopping with us! 😊',
        minutesAgo: 300,
      },
    ],
  },
  {
    name: 'Joy Santiago',
    psid: '7310000000000005',
    messages: [
      {
        sender: 'customer',
        text: 'Ang sarap ng Chicken Adobo Pack! Sulit talaga, salamat po! 😍',
        minutesAgo: 620,
      },
      { sender: 'merchant', text: 'Salamat po, Joy! Natutuwa kami na nagustuhan ninyo. 💛', minutesAgo: 600 },
    ],
  },
  {
    name: 'Rafael Cruz',
    psid: '7310000000000006',
    messages: [
      {
        sender: 'customer',
        text: 'Hello! Do you accept GCash? And do you deliver to Quezon City?',
        minutesAgo: 1530,
      },
      {
        sender: 'merchant',
        text: 'Hi Rafael! Yes, we accept GCash, Maya and bank transfer, and we deliver anywhere in Metro Manila within 1 to 2 days.',
        minutesAgo: 1500,
      },
    ],
  },
  {
    name: 'Bea Lim',
    psid: '7310000000000007',
    messages: [
      { sender: 'customer', text: 'May leche flan pa po ba kayo?', minutesAgo: 2260 },
      {
        sender: 'merchant',
        text: 'Sorry po, out of stock muna ang Leche Flan Llanera. Baka magustuhan niyo po ang Ube Halaya Jar (₱280.00)!',
        minutesAgo: 2240,
      },
      { sender: 'customer', text: 'Sige po, pa-order na lang ng 2 ube halaya. Pwede COD?', minutesAgo: 2200 },
    ],
  },
  {
    name: 'Miguel Ramos',
    psid: '7310000000000008',
    messages: [
      {
        sender: 'customer',
        text: 'I sent the deposit slip for my order SDS-024093. Can you check?',
        minutesAgo: 3100,
      },
      {
        sender: 'merchant',
        text: "Hi Miguel, we couldn't read the photo. Could you please re-upload your deposit slip?",
        minutesAgo: 3050,
      },
      { sender: 'customer', text: 'Re-uploaded it now, thanks!', minutesAgo: 3000 },
    ],
  },
  {
    name: 'Kristine Aquino',
    psid: '7310000000000009',
    messages: [
      {
        sender: 'customer',
        text: 'Hello po! Pwede po bang bulk order ng 60 pcs Classic Cotton Tee para sa company outing namin?',
        minutesAgo: 4350,
      },
    ],
  },
  {
    name: 'Paolo Garcia',
    psid: '7310000000000010',
    messages: [
      { sender: 'customer', text: 'Magkano po ang Canvas Tote Bag?', minutesAgo: 13_100 },
      { sender: 'merchant', text: 'Hi Paolo! ₱259.00 po ang Canvas Tote Bag. 😊', minutesAgo: 13_050 },
      {
        sender: 'customer',
        text: 'Received ko na po yung tote bag, ang ganda! Salamat!',
        minutesAgo: 12_980,
      },
    ],
  },
  {
    name: 'Jasmine Torres',
    psid: '7310000000000011',
    messages: [
      { sender: 'customer', text: 'Hi! Nagbebenta po ba kayo ng pants?', minutesAgo: 8050 },
      {
        sender: 'merchant',
        text: 'Hi Jasmine! Yes po, meron kaming Denim Jogger Pants. 😊',
        minutesAgo: 8020,
      },
      { sender: 'customer', text: 'Hm po yung Denim Jogger Pants? Meron bang size 30?', minutesAgo: 8000 },
    ],
  },
  {
    name: 'Jose Santos',
    psid: '7310000000000012',
    messages: [
      { sender: 'customer', text: 'Good morning! What time are you open on Sundays?', minutesAgo: 5230 },
      {
        sender: 'merchant',
        text: "Good morning, Jose! We're open Monday to Saturday, 9 AM to 6 PM. Online orders are welcome anytime.",
        minutesAgo: 5200,
      },
    ],
  },
];
