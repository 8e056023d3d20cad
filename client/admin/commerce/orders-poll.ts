/** How often the Orders list's first page looks for new orders (the owner sees an order within two seconds of its placing). Its own module so tests read it without the screen. */
export const ORDERS_POLL_MS = 1000;
