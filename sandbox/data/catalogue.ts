export type Merchant = {
  name: string;
  city: string;
  postalCode: string;
  mcc: string;
  merchantId: string;
  /** Ends in a Luhn check digit: the sandbox's own choice (real issuers' PANs do not all follow it). */
  pan: string;
  nationalId: string;
  criteria: "UMI" | "UKE" | "UME" | "UBE";
  acquirer: string;
};

export const MERCHANTS: readonly Merchant[] = [
  {
    name: "Warung Makan Bu Tini",
    city: "Yogyakarta",
    postalCode: "55281",
    mcc: "5812",
    merchantId: "WMBT0001",
    pan: "9360091530000102",
    nationalId: "ID1020000000101",
    criteria: "UMI",
    acquirer: "Bank Pembangunan Daerah DIY",
  },
  {
    name: "Toko Sembako Makmur",
    city: "Surabaya",
    postalCode: "60111",
    mcc: "5411",
    merchantId: "TSM00002",
    pan: "9360091530000201",
    nationalId: "ID1020000000202",
    criteria: "UKE",
    acquirer: "Bank Jatim",
  },
  {
    name: "Kopi Senja",
    city: "Bandung",
    postalCode: "40115",
    mcc: "5814",
    merchantId: "KS000003",
    pan: "9360091530000300",
    nationalId: "ID1020000000303",
    criteria: "UMI",
    acquirer: "Netzme",
  },
  {
    name: "Apotek Sehat Sentosa",
    city: "Medan",
    postalCode: "20112",
    mcc: "5912",
    merchantId: "ASS00004",
    pan: "9360091530000409",
    nationalId: "ID1020000000404",
    criteria: "UME",
    acquirer: "Bank Sumut",
  },
  {
    name: "Minimarket Sinar Jaya",
    city: "Jakarta Selatan",
    postalCode: "12190",
    mcc: "5499",
    merchantId: "MSJ00005",
    pan: "9360091530000508",
    nationalId: "ID1020000000505",
    criteria: "UBE",
    acquirer: "Bank DKI",
  },
  {
    name: "Laundry Kilat",
    city: "Semarang",
    postalCode: "50132",
    mcc: "7299",
    merchantId: "LK000006",
    pan: "9360091530000607",
    nationalId: "ID1020000000606",
    criteria: "UMI",
    acquirer: "Netzme",
  },
  {
    name: "SPBU 34.12345",
    city: "Bekasi",
    postalCode: "17141",
    mcc: "5541",
    merchantId: "SPBU0007",
    pan: "9360091530000706",
    nationalId: "ID1020000000707",
    criteria: "UBE",
    acquirer: "Bank Mandiri",
  },
  {
    name: "Ojek Pangkalan Pak Udin",
    city: "Depok",
    postalCode: "16424",
    mcc: "4121",
    merchantId: "OPU00008",
    pan: "9360091530000805",
    nationalId: "ID1020000000808",
    criteria: "UMI",
    acquirer: "Netzme",
  },
];

export type Biller = { sourceName: string; source: string; sku: string; description: string };

export const BILLERS: readonly Biller[] = [
  { sourceName: "PLN Prabayar", source: "pln", sku: "PLN-TOKEN", description: "Pembelian token listrik" },
  { sourceName: "PLN Pascabayar", source: "pln", sku: "PLN-POST", description: "Pembayaran tagihan listrik" },
  { sourceName: "Telkomsel", source: "telco", sku: "PULSA-TSEL", description: "Isi ulang pulsa" },
  { sourceName: "BPJS Kesehatan", source: "bpjs", sku: "BPJS-KES", description: "Iuran BPJS Kesehatan" },
  { sourceName: "PDAM Tirta", source: "pdam", sku: "PDAM", description: "Tagihan air PDAM" },
  { sourceName: "IndiHome", source: "telco", sku: "INET-IH", description: "Tagihan internet bulanan" },
];

export const UNKNOWN_ENTRY_TYPES = ["cashback", "topup_va", "transfer_p2p"] as const;

export const TRANSACTION_STATUSES = ["settled", "pending", "failed", "refunded"] as const;
export type TrxStatus = (typeof TRANSACTION_STATUSES)[number];
