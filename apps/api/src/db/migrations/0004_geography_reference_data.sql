-- Countries and currencies are ISO reference data shared by every tenant (no tenant_id, no RLS):
-- the request role reads them and never changes them.
REVOKE INSERT, UPDATE, DELETE ON countries, currencies, country_currencies FROM tenure_app;
--> statement-breakpoint
INSERT INTO countries (id, name, dial_code) VALUES
  ('AE', 'United Arab Emirates', '+971'),
  ('AU', 'Australia', '+61'),
  ('BR', 'Brazil', '+55'),
  ('CA', 'Canada', '+1'),
  ('CN', 'China', '+86'),
  ('CR', 'Costa Rica', '+506'),
  ('DE', 'Germany', '+49'),
  ('ES', 'Spain', '+34'),
  ('FR', 'France', '+33'),
  ('GB', 'United Kingdom', '+44'),
  ('IE', 'Ireland', '+353'),
  ('IN', 'India', '+91'),
  ('JP', 'Japan', '+81'),
  ('MX', 'Mexico', '+52'),
  ('MY', 'Malaysia', '+60'),
  ('NL', 'Netherlands', '+31'),
  ('PA', 'Panama', '+507'),
  ('PH', 'Philippines', '+63'),
  ('SG', 'Singapore', '+65'),
  ('US', 'United States', '+1')
ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
INSERT INTO currencies (id, name, symbol) VALUES
  ('AED', 'UAE Dirham', 'د.إ'),
  ('AUD', 'Australian Dollar', 'A$'),
  ('BRL', 'Brazilian Real', 'R$'),
  ('CAD', 'Canadian Dollar', 'CA$'),
  ('CNY', 'Chinese Yuan', '¥'),
  ('CRC', 'Costa Rican Colón', '₡'),
  ('EUR', 'Euro', '€'),
  ('GBP', 'Pound Sterling', '£'),
  ('INR', 'Indian Rupee', '₹'),
  ('JPY', 'Japanese Yen', '¥'),
  ('MXN', 'Mexican Peso', 'MX$'),
  ('MYR', 'Malaysian Ringgit', 'RM'),
  ('PAB', 'Panamanian Balboa', 'B/.'),
  ('PHP', 'Philippine Peso', '₱'),
  ('SGD', 'Singapore Dollar', 'S$'),
  ('USD', 'US Dollar', '$')
ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
-- Panama uses both the balboa and the US dollar: a country may list several currencies.
INSERT INTO country_currencies (country_id, currency_id) VALUES
  ('AE', 'AED'), ('AU', 'AUD'), ('BR', 'BRL'), ('CA', 'CAD'), ('CN', 'CNY'), ('CR', 'CRC'),
  ('DE', 'EUR'), ('ES', 'EUR'), ('FR', 'EUR'), ('GB', 'GBP'), ('IE', 'EUR'), ('IN', 'INR'),
  ('JP', 'JPY'), ('MX', 'MXN'), ('MY', 'MYR'), ('NL', 'EUR'), ('PA', 'PAB'), ('PA', 'USD'),
  ('PH', 'PHP'), ('SG', 'SGD'), ('US', 'USD')
ON CONFLICT DO NOTHING;
