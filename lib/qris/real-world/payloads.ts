import type { QrisIssueCode } from "../decoded-qris";

/*
 * Real-world QRIS payloads, the evidence the conformance rules are measured against (issue 23).
 *
 * How they were collected (November 2026): searches of a stored index of public GitHub code for QRIS payload
 * prefixes ("000201010211", "ID.CO.QRIS.WWW0215ID10", "ID.CO.QRIS.WWW0215ID20", "ID.CO.SHOPEE.WWW0118…",
 * "0804DMCT") and for QRIS parser/generator libraries (spring-qris, QRIS-Parser, go-qris-parser, qris-dinamis,
 * dynamic-qris, ovoid-API, flutter_qris), then each file opened and the payload copied exactly as it stands there.
 * Where the index gives a file's text without naming its repository, `source` gives the index's file id and
 * describes the file instead.
 *
 * What was kept: payloads of distinct merchants and issuers (a few of one merchant where they differ in kind:
 * static and dynamic, or with and without a tip), each with what its source says of it. Nothing was edited or
 * "fixed": where a copy is damaged (a checksum that no longer matches, a length that is off), `weFind` says what
 * the decoder finds and why, and the payload is not counted among the valid ones.
 *
 * What was left out: payloads the source itself calls synthetic, mock or sample (zeros for a PAN, "CONTOH",
 * a placeholder CRC such as "ABCD" or "XXXX", "EXAMPLE2"), payloads cut short with "…", payloads shown only
 * URL-encoded, and QRs naming private persons (personal GoPay accounts, transfer QRs to a person's account).
 * Names here are the public business names the sources show.
 */

/** A breach of the QRIS rules that a source documents for a payload, in the source's terms. */
export type DocumentedViolation =
  /** The QR transfers to an account (template 40) rather than paying a merchant. */
  | "transfer_qr"
  /** Merchant name (tag 59) longer than 25 characters. */
  | "merchant_name_too_long"
  /** Merchant category (tag 52) not four digits. */
  | "mcc_not_four_digits"
  /** Merchant category not in the source's own list of categories. */
  | "mcc_not_in_source_list"
  /** A static QR (tag 01 = 11) without the national merchant template 51 (QRIS §4.7.7 as the source quotes it). */
  | "static_qr_without_template_51";

export type RealWorldPayload = {
  payload: string;
  /** Repository, path and the test or constant that holds it; or the code index's file id and what the file is. */
  source: string;
  /**
   * "valid" where the source presents the payload as a working QRIS (a library test that expects no violation,
   * a merchant's QR configured for payments); the breaches it documents; or "no claim".
   */
  sourceSays: "valid" | "no claim" | readonly DocumentedViolation[];
  /** What the decoder finds in this copy that its source does not say; such a payload is not counted as valid. */
  weFind?: { code: QrisIssueCode; why: string };
};

export const REAL_WORLD_PAYLOADS: readonly RealWorldPayload[] = [
  {
    payload:
      "00020101021126630014ID.SPINPAY.WWW011893600816343100062402121314310006240303UMI51440014ID.CO.QRIS.WWW0215ID10200384314890303UMI5204839853033605802ID5904SPIN6013Jakarta Pusat61051034062140103***0703A0163045CDD",
    source:
      "purnama/spring-qris src/test/java/id/purnama/qris/SpringQrisApplicationTests.java, qrisTest (asserts 0 constraint violations); also astrapay/spring-qris src/test/java/com/astrapay/qris/SpringQrisApplicationTests.java, qrisTest (asserts 0 constraint violations)",
    sourceSays: "valid",
  },
  {
    payload:
      "00020101021226530012COM.DOKU.WWW0118936008990000002475020424750303URE51440014ID.CO.QRIS.WWW0215ID10200392934820303URE5204539953033605404100055020256035005802ID5911GUREUM SHOP6013JAKARTA PUSAT61051064062070703A016304FD26",
    source:
      "purnama/spring-qris src/test/java/id/purnama/qris/SpringQrisApplicationTests.java, qrisTest (asserts 0 constraint violations); also astrapay/spring-qris src/test/java/com/astrapay/qris/SpringQrisApplicationTests.java, qrisTest (asserts 0 constraint violations)",
    sourceSays: "valid",
  },
  {
    payload:
      "0002010102122654000200011893600014300061643802150008850006164380303UKE5204541153033605405495005802ID5913OMBE KOFIE-HO6013JAKARTA UTARA6105142406259010611093205121100131109320708AG20521199170002000107DINAMIS63049414",
    source:
      "purnama/spring-qris src/test/java/id/purnama/qris/SpringQrisApplicationTests.java, qrisTest (asserts 0 constraint violations); also astrapay/spring-qris src/test/java/com/astrapay/qris/SpringQrisApplicationTests.java, qrisTest (asserts 0 constraint violations)",
    sourceSays: "valid",
  },
  {
    payload:
      "00020101021226660014ID.LINKAJA.WWW011893600911002711446402151902170711446450303UBE51450015ID.OR.GPNQR.WWW02150000000000000000303UBE520454995802ID5920SPBU SNTRA BISNIS AR6001-6101-621801143414210-7584075303360550201540630000063040FA0",
    source:
      "purnama/spring-qris src/test/java/id/purnama/qris/SpringQrisApplicationTests.java, qrisTest (asserts 0 constraint violations); also astrapay/spring-qris src/test/java/com/astrapay/qris/SpringQrisApplicationTests.java, qrisTest (asserts 0 constraint violations)",
    sourceSays: "valid",
  },
  {
    payload:
      "00020101021226610014COM.GO-JEK.WWW01189360091432343267810210G2343267810303UBE51440014ID.CO.QRIS.WWW0215ID20190143816000303UBE5204581253033605802ID5910Starbucks 6013JAKARTA PUSAT610510210540839000.006239502801202104130502044NMWVA6P4CID0703A0363049A04",
    source:
      "astrapay/spring-qris src/test/java/com/astrapay/qris/SpringQrisApplicationTests.java, qrisTest (asserts 0 constraint violations)",
    sourceSays: "valid",
  },
  {
    payload:
      "00020101021226620016COM.ASTRAPAY.WWW011893600822321000001802092100000180303UBE520450455303360540445805802ID5914Yokke Merchant6015Jakarta Selatan610512440626001152104140025420150715ASTRAPAY0000100981802092100000180301163040E7E",
    source:
      "astrapay/spring-qris src/test/java/com/astrapay/qris/SpringQrisApplicationTests.java, qrisTest (asserts 0 constraint violations)",
    sourceSays: "valid",
  },
  {
    payload:
      "00020101021126610014COM.GO-JEK.WWW01189360091435804770920210G5804770920303URE51440014ID.CO.QRIS.WWW0215ID20200182437880303URE5204839853033605802ID5925Lazis Amalia Astra PT Int6013JAKARTA UTARA61051433062070703A946304E083",
    source:
      "astrapay/spring-qris src/test/java/com/astrapay/qris/SpringQrisApplicationTests.java, qrisTest (asserts 0 constraint violations)",
    sourceSays: "valid",
  },
  {
    payload:
      "00020101021226630014ID.SPINPAY.WWW011893600816319100102402121314310103170303URE51430014ID.CO.QRIS.WWW0214ID1314310103170303URE520472985303360540411355802ID5908MNC LIFE6007JAKARTA61052020362390707TID00656024607cc759c07a8847bf7b4def63040741",
    source:
      "astrapay/spring-qris src/test/java/com/astrapay/qris/SpringQrisApplicationTests.java, qrisTest (asserts 0 constraint violations)",
    sourceSays: "valid",
  },
  {
    payload:
      "00020101021226580006id.ovo01189360091200006049620215yq38ZDs7MI6oaz50303UKE51450015ID.OR.GPNQR.WWW0215ID10200416988350303UKE520458125303360540650000055020357030.75802ID5911Tims Donuts6013Jakarta Barat61051161062310507VCcCtqJ0716HgxK16eFVHfvKnGO6304265F",
    source:
      "astrapay/spring-qris src/test/java/com/astrapay/qris/QrisMapperTest.java, mapToStringQrisWithTipPercentageTest (parsed and re-encoded unchanged)",
    sourceSays: "valid",
  },
  {
    payload:
      "00020101021226580006id.ovo01189360091200006049620215yq38ZDs7MI6oaz50303UKE51450015ID.OR.GPNQR.WWW0215ID10200416988350303UKE52045812530336054065000005802ID5911Tims Donuts6013Jakarta Barat61051161062310507VCcCtqJ0716HgxK16eFVHfvKnGO63048A85",
    source:
      "astrapay/spring-qris src/test/java/com/astrapay/qris/QrisMapperTest.java, mapToStringQrisWithTipPercentageTest (parsed and re-encoded unchanged)",
    sourceSays: "valid",
  },
  {
    payload:
      "00020101021226580006id.ovo01189360091200006049620215yq38ZDs7MI6oaz50303UKE51450015ID.OR.GPNQR.WWW0215ID10200416988350303UKE52045812530336054061000005502015802ID5911Tims Donuts6013Jakarta Barat61051161062310507VCcCtqJ0716HgxK16eFVHfvKnGO6304E237",
    source:
      "astrapay/spring-qris src/test/java/com/astrapay/qris/QrisMapperTest.java, mapToStringQrisWithTipPercentageTest (parsed and re-encoded unchanged)",
    sourceSays: "valid",
  },
  {
    payload:
      "00020101021226640018ID.CO.ASTRAPAY.WWW011893600822321000045502092100004550303UBE51440014ID.CO.QRIS.WWW0215ID20210719803990303UBE520475385303360540745480515802ID5916AUTO2000 Bintaro6009Tangerang610515118626001152110050107770150715ASTRAPAY210502198180209210000455030116304E3CF",
    source:
      "astrapay/spring-qris src/test/java/com/astrapay/qris/QrisMapperTest.java, mapToStringQrisWithTipPercentageTest (parsed and re-encoded unchanged)",
    sourceSays: "valid",
  },
  {
    payload:
      "00020101021126570011ID.DANA.WWW011893600915300060605702090006060570303UMI51440014ID.CO.QRIS.WWW0215ID10190046990790303UMI5204481453033605802ID5912Saifullah.id6014Kota Pontianak61057812463045F72",
    source:
      "astrapay/spring-qris src/test/java/com/astrapay/qris/QrisMapperTest.java, mapToStringQrisWithTipPercentageTest (parsed and re-encoded unchanged)",
    sourceSays: "valid",
  },
  {
    payload:
      "00020101021126610014COM.GO-JEK.WWW01189360091430438058080210G7238689620303UMI51440014ID.CO.QRIS.WWW0215ID10190847190020303UMI5204581253033605802ID5909Bluebird36015Bandung deket r61054025762090705PT20063044CAF",
    source:
      "astrapay/spring-qris src/test/java/com/astrapay/qris/QrisMapperTest.java, mapToStringQrisWithTipPercentageTest (parsed and re-encoded unchanged)",
    sourceSays: "valid",
  },
  {
    payload:
      "00020101021126650013ID.CO.BCA.WWW011893600014000128766702150008850012876670303UKE51440014ID.CO.QRIS.WWW0215ID10210818616060303UKE5204074253033605802ID5909GREEN PAW6007TANGSEL61051532362070703A0163046D3F",
    source:
      "astrapay/spring-qris src/test/java/com/astrapay/qris/QrisMapperTest.java, mapToStringQrisWithTipPercentageTest (parsed and re-encoded unchanged)",
    sourceSays: "valid",
  },
  {
    payload:
      "00020101021126620017ID.CO.BANKDKI.WWW01189360011100000015850208000015850303UMI520458125303360550203570505.005802ID5913RM SEPAKAT DI6015JAKARTA SELATAN61051292062070703D016304F6DE",
    source: "yoviekaputra/QRIS-Parser src/yovi/putra/Main.java (the parser's demo input)",
    sourceSays: "valid",
  },
  {
    payload:
      "00020101021126610014COM.GO-JEK.WWW01189360091436271261480210G6271261480303UMI51440014ID.CO.QRIS.WWW0215ID10253896834060303UMI5204573253033605802ID5909aldo soft6013PASAMAN BARAT61052656662070703A0163042275",
    source: "Rifaldo-dev/qrisdinamis README.md (the static QR the README scans, as its example payload)",
    sourceSays: "valid",
  },
  {
    payload:
      "00020101021126620013ID.FINPAY.WWW01189360077732408206950212FM24082006950303UKE51440014ID.CO.QRIS.WWW0215ID10243396247500303UKE5204581253033605802ID5921FIFTYPLUSONE CULINARY6006BEKASI61051743262070703A016304F7AD",
    source: "jibrilhp/dynamic-qris run-qris-generator.py (qris_static of the example merchant)",
    sourceSays: "valid",
  },
  {
    payload:
      "00020101021126570011ID.DANA.WWW011893600915302259148102090225914810303UMI51440014ID.CO.QRIS.WWW0215ID10200176114730303UMI5204581253033605802ID5922Warung Sayur Bu Sugeng6010Kab. Demak610559567630458C7",
    source: "verssache/qris-dinamis qris.php (the example in its opening comment)",
    sourceSays: "valid",
  },
  {
    payload:
      "00020101021126710024ID.CO.MANDIRISYARIAH.WWW0118936004510000003993021000000039930303URE51440014ID.CO.QRIS.WWW0215ID20200312314480303URE5204866153033605802ID5923yys Dompet Umat (Infaq)6009PONTIANAK61057812162070703A016304DD8E",
    source: "namdevel/ovoid-API example/QrisPay.php ($qrid, the QR the example pays)",
    sourceSays: "valid",
  },
  {
    payload:
      "00020101021126590013ID.CO.BNI.WWW011893600009150305256502096102070790303UBE51440014ID.CO.QRIS.WWW0215ID20222337822690303UBE5204472253033605802ID5912VFS GLOBAL 66015JAKARTA SELATAN61051294062070703A016304D7C5",
    source:
      "GitHub file id 247194167 in the code index, which does not name its repository: Dart test of the flutter_qris package, test 'Valid QRIS data - BNI'",
    sourceSays: "valid",
  },
  {
    payload:
      "00020101021126690021ID.CO.BANKMANDIRI.WWW01189360000801688405040211716884050410303UMI51440014ID.CO.QRIS.WWW0215ID10243580827810303UMI5204274153033605802ID5910kedai  all6015Tangerang (Kab)61051533862070703A0163041A47",
    source:
      "GitHub file id 247194167 in the code index, which does not name its repository: Dart test of the flutter_qris package, test 'Valid QRIS data - Mandiri'",
    sourceSays: "valid",
  },
  {
    payload:
      "00020101021126660020ID.CO.BANKNAGARI.WWW011893600118100721002402090072100240303UMI51440014ID.CO.QRIS.WWW0215ID10200425042480303UMI5204866153033605802ID5917SURAU BANK NAGARI6006PADANG61052511762070703A016304E858",
    source:
      "GitHub file id 60906555347 in the code index, which does not name its repository: Flutter widget test, the outlet's static QR ('statis')",
    sourceSays: "valid",
  },
  {
    payload:
      "00020101021226660020ID.CO.BANKNAGARI.WWW011893600118100721002402090072100240303UMI51440014ID.CO.QRIS.WWW0215ID10200425042480303UMI5204866153033605405110005802ID5917SURAU BANK NAGARI6006PADANG61052511762070703A016304A797",
    source:
      "GitHub file id 60906555347 in the code index, which does not name its repository: Flutter widget test, the dynamic QR for Rp11.000 'matched byte for byte' with qris-dinamis ('dinamis')",
    sourceSays: "valid",
  },
  {
    payload:
      "00020101021226640017ID.CO.DANAMON.WWW0118936000110000307977021010317974020303UBE51440014ID.CO.QRIS.WWW0215ID20254627467070303UBE6271011617693225177749770511WPTRX8405970709221252420991900020001094144360195303360540450006006BEKASI520465335910Wijaya Pay5802ID61051713563047BDC",
    source:
      "GitHub file id 61649451825 in the code index, which does not name its repository: PHP, a WijayaPay API response kept in a comment ('qr_string')",
    sourceSays: "valid",
  },
  {
    payload:
      "00020101021226610016ID.CO.SHOPEE.WWW01189360091800216005230208216005230303UME51440014ID.CO.QRIS.WWW0215ID10243228429300303UME5204792953033605409100003.005802ID5907Pakasir6012KAB. KEBUMEN61055439262230519SP25RZRATEQI2HQ65Q46304A079",
    source:
      "GitHub file id 5201405057 in the code index, which does not name its repository: Markdown guide, a Pakasir payment response ('payment_number': 'the QR string we display')",
    sourceSays: "valid",
  },
  {
    payload:
      "00020101021226610016ID.CO.SHOPEE.WWW01189360091800210495420208210495420303UKE51440014ID.CO.QRIS.WWW0215ID20222242495670303UKE520472985303360540829000.005802ID5919Klinikita Indonesia6013KOTA SEMARANG61055018362240520cfhp3u293458cn1994106304FDB8",
    source:
      "GitHub file id 5324805104 in the code index, which does not name its repository: PHP, a ShopeePay checkout response ('qr_checkout_string')",
    sourceSays: "valid",
  },
  {
    payload:
      "00020101021226610016ID.CO.SHOPEE.WWW01189360091800206059730208206059730303UME51440014ID.CO.QRIS.WWW0215ID20221910517560303UME520453995303360540815000.005802ID5911E-smartlink6014KAB. MOJOKERTO61056135162160512PRA-2672841263046916",
    source:
      "GitHub file id 53205597091 in the code index, which does not name its repository: Markdown API guide, a payment response ('qr_string')",
    sourceSays: "valid",
  },
  {
    payload:
      "00020101021126610016ID.CO.SHOPEE.WWW01189360091800229514200208229514200303UMI51440014ID.CO.QRIS.WWW0215ID10265077429340303UMI5204481253033605802ID5911Ansor Store6006KEDIRI61056429362070703A01630486BE",
    source:
      "GitHub file id 60178365272 in the code index, which does not name its repository: Python, 'QRIS Statis Asli Ansor Store' (the store's original static QRIS)",
    sourceSays: "valid",
  },
  {
    payload:
      "00020101021226610016ID.CO.SHOPEE.WWW01189360091800229523010208229523010303UMI51440014ID.CO.QRIS.WWW0215ID10265078185930303UMI5204581753033605802ID5911Vyson Store6010TRENGGALEK61056636162070703A01540450006304281F",
    source:
      "GitHub file id 56712744991 in the code index, which does not name its repository: README, the example output of a static-to-dynamic tool (amount appended after tag 62)",
    sourceSays: "valid",
  },
  {
    payload:
      "00020101021126610016ID.CO.SHOPEE.WWW01189360091800232436990208232436990303UMI51440014ID.CO.QRIS.WWW0215ID10265389289810303UMI5204581753033605802ID5925VIRTUAL OPERATION CONTROL6008SIDOARJO61056127162070703A016304350A",
    source:
      "GitHub file id 58821597590 in the code index, which does not name its repository: TypeScript, the user's static QRIS, 'CRC already validated = 350A'",
    sourceSays: "valid",
  },
  {
    payload:
      "00020101021126670016COM.NOBUBANK.WWW01189360050300000879140214520578090269750303UMI51440014ID.CO.QRIS.WWW0215ID20243618485650303UMI5204541153033605802ID5924HANXZ OFFICIAL OK21441546015JAKARTA SELATAN61051211062070703A0163048EBF",
    source:
      "GitHub file id 39481732904 in the code index, which does not name its repository: Python bot, CODE_QR of the merchant",
    sourceSays: "valid",
  },
  {
    payload:
      "00020101021126670016COM.NOBUBANK.WWW01189360050300000879140214501318136711360303UMI51440014ID.CO.QRIS.WWW0215ID20253689159010303UMI5204541153033605802ID5919SAT STORE OK20975566013MINAHASA TENG61059599562070703A0163048925",
    source:
      "GitHub file id 24613901700 in the code index, which does not name its repository: JavaScript bot, the codeqr sent to a payment API",
    sourceSays: "valid",
  },
  {
    payload:
      "00020101021126670016COM.NOBUBANK.WWW01189360050300000879140214149391352933240303UMI51440014ID.CO.QRIS.WWW0215ID20233077025890303UMI5204541153033605802ID5919VALZSTORE OK14535636006SERANG61054211162070703A016304DCD2",
    source:
      "GitHub file id 57714530 in the code index, which does not name its repository: React page, the qris sent to a payment API",
    sourceSays: "valid",
  },
  {
    payload:
      "00020101021126570011ID.DANA.WWW011893600915300028286702090002828670303UMI51440014ID.CO.QRIS.WWW0215ID10264707814970303UMI5204581253033605802ID5907SCOFFEY6015Kota Banjarbaru6105707146304466D",
    source:
      "GitHub file id 66104266431 in the code index, which does not name its repository: TypeScript, 'static QRIS code of merchant Scoffey'",
    sourceSays: "valid",
  },
  {
    payload:
      "00020101021126570011ID.DANA.WWW011893600915394190345302099419034530303UMI51440014ID.CO.QRIS.WWW0215ID10254153362920303UMI5204581353033605802ID5914Public Koffiee6015Kab. Trenggalek610566316630451C0",
    source:
      "GitHub file id 41856221180 in the code index, which does not name its repository: JavaScript, MY_STATIC_QRIS",
    sourceSays: "valid",
  },
  {
    payload:
      "00020101021126570011ID.DANA.WWW011893600915303371673602090337167360303UMI51440014ID.CO.QRIS.WWW0215ID10265623758930303UMI5204737253033605802ID5906Conweb6014Kota Palembang61053016163045C12",
    source:
      "GitHub file id 62039292186 in the code index, which does not name its repository: PHP feature test DepositQrisListenerTest, STATIS",
    sourceSays: "valid",
  },
  {
    payload:
      "00020101021126570011ID.DANA.WWW011893600915310714782702091071478270303UMI51440014ID.CO.QRIS.WWW0215ID10210611835340303UMI5204594553033605802ID5910ZeRo Store6013Kab. Sidoarjo61056127563048170",
    source:
      "GitHub file id 22142394606 in the code index, which does not name its repository: Java OpenAPI example 'Static QRIS Transaction'",
    sourceSays: "valid",
  },
  {
    payload:
      "00020101021126570011ID.DANA.WWW011893600915301409631402090140963140303UMI51440014ID.CO.QRIS.WWW0215ID10265005804710303UMI5204594553033605802ID5910Imzzzstore6015Kota Jakarta Se6105122706304F45D",
    source:
      "GitHub file id 59711600180 in the code index, which does not name its repository: JavaScript app state, staticQris",
    sourceSays: "valid",
  },
  {
    payload:
      "00020101021126760024ID.CO.SPEEDCASH.MERCHANT01189360081530001781290215ID10250017812990303UKE51440014ID.CO.QRIS.WWW0215ID10254070371220303UKE5204597853033605802ID5909TOKO DIGI6008SIDOARJO61056125362410509S299296470117202512041259391230703A0163043D6C",
    source:
      "GitHub file id 13572376970 in the code index, which does not name its repository: Laravel config, the default qris_static ('the QRIS static to convert to dynamic')",
    sourceSays: "valid",
  },
  {
    payload:
      "00020101021126570011ID.DANA.WWW011893600915311093669202091109366920303UKE51440014ID.CO.QRIS.WWW0215ID10210624013640303UKE5204899953033605802ID5909SHN GROUP6010Kab. Bogor6105163206304BAFC",
    source:
      "GitHub file id 59215250930 in the code index, which does not name its repository: JavaScript, the default payment_qris_string",
    sourceSays: "valid",
  },
  {
    payload:
      "00020101021126570011ID.DANA.WWW011893600915302634402802090263440280303UMI51440014ID.CO.QRIS.WWW0215ID10265391682640303UMI5204481453033605802ID5908rz store6015Kab. Ogan Komer610532159630485BE",
    source:
      "GitHub file id 56919329195 in the code index, which does not name its repository: Laravel seeder, 'Real-format static QRIS mockup'",
    sourceSays: "valid",
  },
  {
    payload:
      "00020101021126610014COM.GO-JEK.WWW01189360091439089487840210G9089487840303UMI51440014ID.CO.QRIS.WWW0215ID10264904303490303UMI5204762353033605802ID5920Arzachel Maintenance6009BANGKALAN61056917462070703A016304A9CF",
    source:
      "GitHub file id 62151635237 in the code index, which does not name its repository: React page, BASE_QRIS",
    sourceSays: "valid",
  },
  {
    payload:
      "00020101021126690021ID.CO.BANKMANDIRI.WWW01189360000801821981980211718219819800303UMI51440014ID.CO.QRIS.WWW0215ID10254094363220303UMI5204274153033605802ID5922Wiguna Perkasa Network6013Cirebon (Kab)61054516262070703A016304FA5D",
    source:
      "GitHub file id 67265084057 in the code index, which does not name its repository: PHP, qris_statis sent to a payment API",
    sourceSays: "valid",
  },
  {
    payload:
      "00020101021126610014COM.GO-JEK.WWW01189360091430102013260210G0102013260303UMI51440014ID.CO.QRIS.WWW0215ID10243540049380303UMI5204581653033605802ID5923INGGAR SOLUTION, GAMING6013JAKARTA PUSAT61051031062070703A0163049E1D",
    source:
      "GitHub file id 58972258877 in the code index, which does not name its repository: JavaScript, RAW_STATIC_QRIS",
    sourceSays: "valid",
  },
  {
    payload:
      "00020101021126610014COM.GO-JEK.WWW01189360091438029302900210G8029302900303UMI51440014ID.CO.QRIS.WWW0215ID10265182630370303UMI5204839853033605802ID5925muhasabah id, Sosial Kema6006KENDAL61055135562070703A0163041A3A",
    source:
      "GitHub file id 56729717627 in the code index, which does not name its repository: Vue page, 'the raw static QRIS string'",
    sourceSays: "valid",
  },
  {
    payload:
      "00020101021126610014COM.GO-JEK.WWW01189360091438478660180210G8478660180303UMI51440014ID.CO.QRIS.WWW0215ID10254635735230303UMI5204581653033605802ID5912Anggazyy Pay6008MINAHASA61059566162070703A0163041DD9",
    source:
      "GitHub file id 25135215692 in the code index, which does not name its repository: JavaScript, QRIS_STATIC_STRING",
    sourceSays: "valid",
  },
  {
    payload:
      "00020101021126670016COM.NOBUBANK.WWW01189360050300000879140214158455875489000303UMI51440014ID.CO.QRIS.WWW0215ID20253762751400303UMI5204541553033605802ID5920AGIN STORE OK21699486006CIAMIS61054621162070703A0163049492",
    source:
      "GitHub file id 12126090750 in the code index, which does not name its repository: JavaScript QRIS_CONFIG.baseQrString, used as the base of every payment",
    sourceSays: "valid",
    weFind: {
      code: "crc_mismatch",
      why: "tag 63 is not the checksum of the rest of this copy",
    },
  },
  {
    payload:
      "00020101021126640018ID.CO.ASTRAPAY.WWW011893600822321000030502092100003050303UBE5204111153033605802ID5922AHASS Hayati Pemuda 356007Sumbawa61058431362240703A01981302092100003056304ABEF",
    source:
      "astrapay/spring-qris src/test/java/com/astrapay/qris/SpringQrisApplicationTests.java, qrisTestWithErrors (2 violations: static QR without template 51, category 1111 not in its list)",
    sourceSays: ["static_qr_without_template_51", "mcc_not_in_source_list"],
  },
  {
    payload:
      "00020101021126640018ID.CO.ASTRAPAY.WWW011893600822321000031302092100003130303UBE5204551153033605802ID5926AHASS Hayati Sungai Rumbai6011DHARMASRAYA61052768462240703A0198130209210000313630437A8",
    source:
      "astrapay/spring-qris src/test/java/com/astrapay/qris/SpringQrisApplicationTests.java, qrisTestWithErrors1 (2 violations: static QR without template 51, name of 26 characters)",
    sourceSays: ["static_qr_without_template_51", "merchant_name_too_long"],
  },
  {
    payload:
      "00020101021126640018ID.CO.ASTRAPAY.WWW011893600822321000030702092100003070303UBE5204111153033605802ID5924AHASS Hayati Lubuk Buaya6007Sumbawa61058431362240703A019813020921000030763043CAA",
    source:
      "astrapay/spring-qris src/test/java/com/astrapay/qris/SpringQrisApplicationTests.java, qrisTestWithErrors2 (2 violations: static QR without template 51, category 1111 not in its list)",
    sourceSays: ["static_qr_without_template_51", "mcc_not_in_source_list"],
  },
  {
    payload:
      "00020101021126640018ID.CO.ASTRAPAY.WWW011893600822321000031302092100003130303UBE5204111153033605802ID5926AHASS Hayati Sungai Rumbai6007Sumbawa61058431362240703A019813020921000031363046015",
    source:
      "astrapay/spring-qris src/test/java/com/astrapay/qris/SpringQrisApplicationTests.java, qrisTestWithErrors3 (3 violations: static QR without template 51, category 1111 not in its list, name of 26 characters)",
    sourceSays: ["static_qr_without_template_51", "mcc_not_in_source_list", "merchant_name_too_long"],
  },
  {
    payload:
      "00020101021126640018ID.CO.ASTRAPAY.WWW011893600822321000022702092100002270303UBE520311153033605802ID5926INFAQ/SEDEKAH AMANAH ASTRA6007Sumbawa61058431362290708ASTRAPAY981302092100002276304C9C2",
    source:
      "astrapay/spring-qris src/test/java/com/astrapay/qris/SpringQrisApplicationTests.java, qrisTestWithErrors4 (4 violations: static QR without template 51, category '111' of 3 digits and not in its list, name of 26 characters)",
    sourceSays: [
      "static_qr_without_template_51",
      "mcc_not_four_digits",
      "mcc_not_in_source_list",
      "merchant_name_too_long",
    ],
  },
  {
    payload:
      "00020101021240530013ID.CO.BCA.WWW011893600014151703139202105170313927520448295303360540410005802ID5916TEST BENEFICIARY6013Jakarta Pusat61051031062470804DMCT99350002000125517031392700177070866830263041376",
    source:
      "astrapay/spring-qris src/test/java/com/astrapay/qris/mpm/QrisParserTransferTest.java, TRANSFER_QR_DMCT ('anonymized transfer QR'; its test skips validation)",
    sourceSays: ["transfer_qr"],
    weFind: {
      code: "crc_mismatch",
      why: "the source anonymized this payload; tag 63 is not the checksum of the anonymized text",
    },
  },
  {
    payload:
      "00020101021126620017ID.CO.BANKDKI.WWW01189360011100000015850208000015850303UMI5204581253033605802ID5913RMSEPAKAT YA6015JAKARTA SELATAN61051292062070703D016304E6E6",
    source: "yoviekaputra/QRIS-Parser src/yovi/putra/Main.java (left commented out above the demo input)",
    sourceSays: "no claim",
    weFind: {
      code: "tlv_non_numeric_length",
      why: "tag 59 declares 13 characters but the name has 12, so reading slips out of step",
    },
  },
  {
    payload:
      "00020101021226530012COM.XXXX.WWW0118936004940000007520020475200303UMI51380014ID.CO.QRIS.WWW02091234567890303UMI5204723053033605405100005802ID5915TOKO MAINAN HIL6015Kabupaten Bangk6106123131622001020102034670703K19630433CE",
    source:
      "aaryadewangga/go-qris-parser parse/parse_test.go, testData (fields masked: 'COM.XXXX.WWW'; the test reads fields only)",
    sourceSays: "no claim",
    weFind: {
      code: "crc_mismatch",
      why: "the source masked this payload; tag 63 is not the checksum of the masked text",
    },
  },
];
