import { useState, type ReactNode } from 'react';
import { Redirect, Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { useHashLocation } from 'wouter/use-hash-location';
import { useButtonStyles } from '#ui/forms/button.tsx';
import { useStyles } from '#ui/use-styles.ts';
import { CartProvider } from './cart-context.tsx';
import css from './cart.css?inline';
import { AutoshipListPage, OrderHistoryPage } from './pages/account-pages.tsx';
import { AutoshipPage, ItemsPage, MiniCart, MyCartPage, OrderPreviewPage, OrderView } from './pages/cart-pages.tsx';
import { ChallengePage, PaymentPage } from './pages/checkout-pages.tsx';

export interface CartAppProps {
  cardForm: 'newer' | 'legacy';
  /** 'mini' shows only the lines and totals, for a cart beside other content; it never touches the URL. */
  view: 'app' | 'mini';
}

/** The cart app: one island with its own hash routes, so `/cart#/payment` works. */
export function CartApp({ cardForm, view }: CartAppProps) {
  useStyles(css);
  useButtonStyles();
  // note: `?orderId=` opens one particular order (a link from an email or history), read only.
  const [orderId] = useState(() => new URLSearchParams(window.location.search).get('orderId'));
  if (orderId) return <OneOrderApp cardForm={cardForm} orderId={orderId} />;
  if (view === 'mini') return <MiniCartApp cardForm={cardForm} />;
  return (
    <Router hook={useHashLocation}>
      <CartProvider cardForm={cardForm} checkout>
        <Switch>
          <Route path="/my-cartv2" component={MyCartPage} />
          <Route path="/items" component={ItemsPage} />
          <Route path="/order-preview" component={OrderPreviewPage} />
          <Route path="/payment" component={PaymentPage} />
          <Route path="/3ds-challenge" component={ChallengePage} />
          <Route path="/autoship-list" component={AutoshipListPage} />
          <Route path="/autoship" component={AutoshipPage} />
          <Route path="/order-history" component={OrderHistoryPage} />
          {/* '/', '/my-cart' and anything unknown lead to the cart itself. */}
          <Route>
            <Redirect to="/my-cartv2" replace />
          </Route>
        </Switch>
      </CartProvider>
    </Router>
  );
}

/** A cart view that never touches the URL. */
function StaticCart({ cardForm, orderId, children }: Pick<CartAppProps, 'cardForm'> & { orderId?: string; children: ReactNode }) {
  const [location] = useState(() => memoryLocation({ path: '/my-cartv2', static: true }));
  return (
    <Router hook={location.hook}>
      <CartProvider cardForm={cardForm} orderId={orderId ?? null}>
        {children}
      </CartProvider>
    </Router>
  );
}

function MiniCartApp({ cardForm }: Pick<CartAppProps, 'cardForm'>) {
  return (
    <StaticCart cardForm={cardForm}>
      <MiniCart />
    </StaticCart>
  );
}

function OneOrderApp({ cardForm, orderId }: Pick<CartAppProps, 'cardForm'> & { orderId: string }) {
  return (
    <StaticCart cardForm={cardForm} orderId={orderId}>
      <OrderView />
    </StaticCart>
  );
}
