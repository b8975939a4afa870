// A template of more than 64 arguments (which ones are given is tracked
// in a vector rather than one machine word), given positionally, by name
// and by default.
class Big<
    int a0,
    int a1,
    int a2,
    int a3 = 3,
    int a4 = 4,
    int a5 = 5,
    int a6 = 6,
    int a7 = 7,
    int a8 = 8,
    int a9 = 9,
    int a10 = 10,
    int a11 = 11,
    int a12 = 12,
    int a13 = 13,
    int a14 = 14,
    int a15 = 15,
    int a16 = 16,
    int a17 = 17,
    int a18 = 18,
    int a19 = 19,
    int a20 = 20,
    int a21 = 21,
    int a22 = 22,
    int a23 = 23,
    int a24 = 24,
    int a25 = 25,
    int a26 = 26,
    int a27 = 27,
    int a28 = 28,
    int a29 = 29,
    int a30 = 30,
    int a31 = 31,
    int a32 = 32,
    int a33 = 33,
    int a34 = 34,
    int a35 = 35,
    int a36 = 36,
    int a37 = 37,
    int a38 = 38,
    int a39 = 39,
    int a40 = 40,
    int a41 = 41,
    int a42 = 42,
    int a43 = 43,
    int a44 = 44,
    int a45 = 45,
    int a46 = 46,
    int a47 = 47,
    int a48 = 48,
    int a49 = 49,
    int a50 = 50,
    int a51 = 51,
    int a52 = 52,
    int a53 = 53,
    int a54 = 54,
    int a55 = 55,
    int a56 = 56,
    int a57 = 57,
    int a58 = 58,
    int a59 = 59,
    int a60 = 60,
    int a61 = 61,
    int a62 = 62,
    int a63 = 63,
    int a64 = 64,
    int a65 = 65,
    int a66 = 66,
    int a67 = 67,
    int a68 = 68,
    int a69 = 69> {
  list<int> all = [a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16, a17, a18, a19, a20, a21, a22, a23, a24, a25, a26, a27, a28, a29, a30, a31, a32, a33, a34, a35, a36, a37, a38, a39, a40, a41, a42, a43, a44, a45, a46, a47, a48, a49, a50, a51, a52, a53, a54, a55, a56, a57, a58, a59, a60, a61, a62, a63, a64, a65, a66, a67, a68, a69];
  string name = NAME;
}

def d0 : Big<1, 2, 3>;
def d1 : Big<4, 5, 6, a69 = 100, a64 = 7>;
def d2 {
  Big b = Big<7, 8, 9, a65 = 11>;
}
class Small<int x, int y = 2> {
  int s = !add(x, y);
}
def d3 : Small<1, y = 5>;
def d4 : Small<3>;
